import { defineConfig, mergeConfig } from 'vitest/config';
import { siteVitestConfig } from '@site/tooling/config/viteConfig';

/** Checks over every app's content and words (one figure for one fact), run in Node. */
export default defineConfig(
  mergeConfig(siteVitestConfig(), { test: { include: ['content/**/*.spec.ts'] } }),
);
