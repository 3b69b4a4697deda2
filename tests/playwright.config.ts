import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@site/tooling/chromium';

const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // Three at a time on two cores: a test spends most of its time waiting on the page (7.4 min
  // for the suite against 9.0 with two, 2026-11-26, no test flaky).
  workers: 3,
  // A test that fails is run once more with a trace (test-results/**/trace.zip, opened with
  // `npx playwright show-trace`), so a CI failure can be read afterwards; one that then passes
  // is reported as flaky by the summary line.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    // The offline worker would answer requests before page.route() sees them; only the offline
    // tests (e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node ../server/serve-site.js',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
