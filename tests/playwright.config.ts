import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node ../shared/build/serve-site.js',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
