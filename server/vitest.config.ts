import { defineConfig } from 'vitest/config';

const reports = new URL('../tests/.reports/', import.meta.url).pathname;

/** The server's own tests run in Node, against real sockets and files. */
export default defineConfig({
  test: {
    environment: 'node',
    // Hang guards, not speed limits (tests/support/patience.ts says why).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: `${reports}unit-server.json` },
  },
});
