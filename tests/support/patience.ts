/**
 * How long a test waits before it calls something hung. These are hang guards, not speed limits:
 * a passing test never waits them out, so a slow machine makes the suite slower, never red. A
 * test that needs the passing of time itself (a remote that never answers) moves the page's clock
 * instead (`page.clock`), never waits on the real one.
 */
export const patience = {
  /** One expectation (an element, a text, a state, a page function), action or navigation. */
  expectation: 60_000,
  /** One test, every step of it (the staff's editing journey rebuilds the whole site). */
  test: 15 * 60_000,
  /** Starting a server or a browser. */
  start: 2 * 60_000,
} as const;
