import { defineConfig } from 'vitest/config';

const reports = new URL('../tests/.reports/', import.meta.url).pathname;

/** The release commands' own rules, in Node. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: `${reports}unit-deploy.json` },
  },
});
