// @ts-check
import { existsSync } from 'node:fs';

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

/** What to do when Chromium is not there. */
export const installChromium = `Chromium was not found at ${chromiumPath}.
Install it from Debian's archive:
  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation
or point CHROME_PATH at a Chromium or Chrome binary. Do not run "playwright install".`;

export const hasChromium = () => existsSync(chromiumPath);
