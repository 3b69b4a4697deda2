// @ts-check
/** Debian's Chromium (never a downloaded browser), or the one `CHROME_PATH` names. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

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
