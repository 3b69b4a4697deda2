// Browser tests run in Debian's Chromium (never a downloaded browser). Say how to get it if absent.
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}.
Install it from Debian's archive:
  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation
or point CHROME_PATH at a Chromium or Chrome binary. Do not run "playwright install".`);
  process.exit(1);
}
