import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from '@site/tooling/chromium';
import { patience } from './support/patience';

const port = Number(process.env.E2E_PORT ?? 4174);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
/** The staff's editing journey, a remote's new page and the teams' releases: each builds part of the site again. */
const rebuildJourneys = ['**/editor.spec.ts', '**/new-page.spec.ts', '**/releases.spec.ts'];
/**
 * The equipment section's browser tests and the image pipeline's. `pnpm test` runs them on a
 * build whose words and photos staff have changed (`E2E_RUN=edited`, scripts/buildEditedSite.mjs),
 * reading their words from that copy, and leaves them out of the run on the workspace's content
 * (`E2E_RUN=main`): they must pass on any words. Without `E2E_RUN` every test runs.
 */
const onStaffEdits = [
  '**/products.spec.ts',
  '**/products-cnc.spec.ts',
  '**/compare.spec.ts',
  '**/photos.spec.ts',
];
const run = process.env.E2E_RUN;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // Two at a time on two cores: the suite keeps both busy (every-page.spec: 224 s with two,
  // 230 s with three, 2026-11-27), and a third only slows each test down.
  workers: 2,
  // A test that fails is run once more with a trace (test-results/**/trace.zip, opened with
  // `npx playwright show-trace`), so a CI failure can be read afterwards; one that then passes
  // is reported as flaky by the summary line.
  retries: 1,
  // Limits are hang guards of minutes (support/patience.ts): a broken build stops after this many
  // failed tests instead of waiting each one out.
  maxFailures: 12,
  // Hang guards, not speed limits (support/patience.ts).
  timeout: patience.test,
  expect: { timeout: patience.expectation },
  reporter: [['list'], ['json', { outputFile: `.reports/e2e${run ? `-${run}` : ''}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A click, a wait for an element or a page function, a navigation: without these they would
    // wait out the whole test's guard (15 min) when something never happens.
    actionTimeout: patience.expectation,
    navigationTimeout: patience.expectation,
    trace: 'on-first-retry',
    // The offline worker would answer requests before page.route() sees them; only the offline
    // tests (e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      // The journeys that build part of the site again, one at a time beside the other tests:
      // their builds run at low priority (nice), so the other worker keeps its core. Listed
      // first, since Playwright hands out tests in project order: last, they ran alone for five
      // minutes while the other worker sat idle (2026-11-28).
      name: 'rebuilds',
      testMatch: run === 'edited' ? [] : rebuildJourneys,
      workers: 1,
      use: desktop,
    },
    {
      name: 'desktop',
      ...(run === 'edited'
        ? { testMatch: onStaffEdits }
        : { testIgnore: [...rebuildJourneys, ...(run === 'main' ? onStaffEdits : [])] }),
      use: desktop,
    },
  ],
  webServer: {
    command: 'node ../server/serveSite.js',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: patience.start,
  },
});
