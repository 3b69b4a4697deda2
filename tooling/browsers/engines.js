// @ts-check
// The three browser engines the tests run in, all from Debian's archive (never a browser a test
// tool downloads): where each is, and the line that installs it when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, installChromium } from '../chromium.js';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** The C library's locales WebKitGTK takes a visitor's languages from (tests use en and tr). */
export const webkitLocales = ['en_US.UTF-8', 'tr_TR.UTF-8'];

const installedLocales = () => {
  try {
    return execFileSync('locale', ['-a'], { encoding: 'utf8' }).toLowerCase();
  } catch {
    return '';
  }
};

/** Whether a locale exists on this machine (`locale -a` writes `tr_TR.utf8`). */
export const hasLocale = (/** @type {string} */ locale) =>
  installedLocales().split('\n').includes(locale.toLowerCase().replace('utf-8', 'utf8'));

/** @type {Record<'chromium' | 'firefox' | 'webkit', { installed: () => boolean; install: string }>} */
export const browserEngines = {
  chromium: { installed: () => existsSync(chromiumPath), install: installChromium },
  firefox: {
    installed: () => existsSync(firefoxPath),
    install: `Firefox was not found at ${firefoxPath}. Install it from Debian's archive:
  sudo apt-get update && sudo apt-get install -y firefox-esr
or point FIREFOX_PATH at a Firefox binary.`,
  },
  webkit: {
    installed: () =>
      existsSync(webkitDriverPath) && existsSync('/usr/bin/Xvfb') && webkitLocales.every(hasLocale),
    install: `WebKitWebDriver, Xvfb or the locales WebKitGTK needs were not found. Install them from Debian's archive:
  sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb locales
  ${webkitLocales.map((locale) => `sudo localedef -i ${locale.split('.')[0]} -f UTF-8 ${locale}`).join('\n  ')}
or point WEBKIT_DRIVER_PATH at a WebKitWebDriver binary.`,
  },
};
