// @ts-check
/**
 * Debian's Chromium (never a downloaded browser), or the one `CHROME_PATH` names: the browser a
 * visitor runs, for the benchmarks and the journeys in three engines.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`), or the one
 * `CHROME_HEADLESS_PATH` names: the same engine without the browser's window and services, for
 * the Chromium browser tests and the prerender. The two test files that take the most time ran
 * in 100–109 s with it against 151–168 s with the whole browser (2026-11-28).
 */
export const headlessChromiumPath =
  process.env.CHROME_HEADLESS_PATH || '/usr/bin/chromium-headless-shell';

/** The flags every run of it takes; the networking ones keep it off the closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
