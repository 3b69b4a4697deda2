import { defineConfig } from 'vitest/config';
import { patience } from '../support/patience.ts';
import { LongestFirst } from './longestFirst.ts';

const reports = new URL('../.reports/', import.meta.url).pathname;

/**
 * The visitor's journeys in Firefox and WebKit (`ENGINES` chooses; see engines.ts), against the
 * built site. Each journey file runs in its own browser per engine; two files at a time, one per
 * core. Run with `pnpm --filter @site/tests engines` after `pnpm build`.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.journey.ts'],
    globalSetup: ['./globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Hang guards, not speed limits (support/patience.ts).
    testTimeout: patience.test,
    // As the Chromium suite: a failed test runs once more before the run fails. The comparison
    // journey failed once in about ten runs (a toggle pressed right after an in-site
    // navigation did not take); the closing note of 2026-11-26 says so, to be found.
    retry: 1,
    hookTimeout: patience.start,
    reporters: ['default', 'json'],
    outputFile: { json: `${reports}engines.json` },
  },
});
