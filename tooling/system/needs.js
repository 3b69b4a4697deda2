// @ts-check
// What the test command needs from the machine besides Node: the browser engines, nginx with
// its two modules, the locales WebKitGTK reads, and rsync, sshd and Varnish for the releases.
// All from Debian's archive, never a download of a test tool's own. One list, read by
// `pnpm test`'s first check, `.ci/run` and the README.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessChromiumPath } from '../chromium.js';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const nginxModules = '/usr/lib/nginx/modules';

/** The C library's locales WebKitGTK takes a visitor's languages from (tests use en and tr). */
export const webkitLocales = ['en_US.UTF-8', 'tr_TR.UTF-8'];

const installedLocales = () => {
  try {
    return execFileSync('locale', ['-a'], { encoding: 'utf8' }).toLowerCase().split('\n');
  } catch {
    return [];
  }
};

/** Whether a locale exists on this machine (`locale -a` writes `tr_TR.utf8`). */
export const hasLocale = (/** @type {string} */ locale) =>
  installedLocales().includes(locale.toLowerCase().replace('utf-8', 'utf8'));

/**
 * @typedef {{
 *   what: string;
 *   packages: string[];
 *   present: () => boolean;
 *   commands?: string[];
 *   elsewhere?: string;
 * }} SystemNeed
 */

export const varnishPath = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';

/** @type {Record<'chromium' | 'firefox' | 'webkit' | 'locales' | 'nginx' | 'releases', SystemNeed>} */
export const systemNeeds = {
  chromium: {
    what: `Chromium at ${chromiumPath} and its headless shell at ${headlessChromiumPath} (the browser tests, the prerender, the benchmarks)`,
    packages: ['chromium', 'chromium-headless-shell', 'fonts-liberation'],
    present: () => existsSync(chromiumPath) && existsSync(headlessChromiumPath),
    elsewhere: 'CHROME_PATH, CHROME_HEADLESS_PATH',
  },
  firefox: {
    what: `Firefox ESR at ${firefoxPath} (the visitor's journeys in Firefox)`,
    packages: ['firefox-esr'],
    present: () => existsSync(firefoxPath),
    elsewhere: 'FIREFOX_PATH',
  },
  webkit: {
    what: `WebKitGTK's WebDriver at ${webkitDriverPath} and Xvfb (the journeys in the engine of Safari)`,
    packages: ['webkit2gtk-driver', 'xvfb'],
    present: () => existsSync(webkitDriverPath) && existsSync('/usr/bin/Xvfb'),
    elsewhere: 'WEBKIT_DRIVER_PATH',
  },
  locales: {
    what: `the locales ${webkitLocales.join(' and ')} (WebKitGTK's languages)`,
    packages: ['locales'],
    present: () => webkitLocales.every(hasLocale),
    commands: webkitLocales.map(
      (locale) => `sudo localedef -i ${locale.split('.')[0]} -f UTF-8 ${locale}`,
    ),
  },
  nginx: {
    what: `nginx at ${nginxPath} with its brotli_static and njs modules (the production server, tested beside the Node one), and OpenSSL for its test certificate`,
    packages: ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js', 'openssl'],
    present: () =>
      existsSync(nginxPath) &&
      existsSync('/usr/bin/openssl') &&
      ['ngx_http_brotli_static_module.so', 'ngx_http_js_module.so'].every((module) =>
        existsSync(`${nginxModules}/${module}`),
      ),
    elsewhere: 'NGINX_PATH',
  },
  releases: {
    what: `rsync, OpenSSH's server and client and Varnish at ${varnishPath} (releases to a folder or a host over SSH, behind a CDN edge)`,
    packages: ['rsync', 'openssh-server', 'varnish'],
    present: () =>
      ['/usr/bin/rsync', '/usr/sbin/sshd', '/usr/bin/ssh', varnishPath].every((file) =>
        existsSync(file),
      ),
    elsewhere: 'VARNISHD_PATH',
  },
};

/** Every Debian package the test command needs, in the order the README lists them. */
export const systemPackages = [
  ...new Set(Object.values(systemNeeds).flatMap((need) => need.packages)),
];

/** What is missing, as one message that says how to install all of it at once. */
export function missingMessage(needs = Object.values(systemNeeds)) {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return '';
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const commands = missing.flatMap((need) => need.commands ?? []);
  const elsewhere = missing.flatMap((need) => (need.elsewhere ? [need.elsewhere] : []));
  return [
    'This machine lacks what the tests need:',
    ...missing.map((need) => `  - ${need.what}`),
    '',
    "Install it from Debian's archive:",
    `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    ...commands.map((command) => `  ${command}`),
    ...(elsewhere.length > 0
      ? ['', `or point ${elsewhere.join(', ')} at binaries you already have.`]
      : []),
    'Never run "playwright install": the tests use these browsers, not downloaded ones.',
  ].join('\n');
}
