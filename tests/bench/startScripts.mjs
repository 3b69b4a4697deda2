// pnpm bench:scripts: the scripts every page of the built site starts, and their JavaScript as
// sent. Each prerendered page of a language (every folder of the shell's build with a page in
// it, as `pnpm start` serves it) opens in a fresh Chromium context and is counted until the
// client has taken it over and the network is idle: its scripts, and their bytes as sent
// (Brotli). The figures depend on the build, not on the machine, so one run is enough. It prints
// every page, marks those over #43's limits (20 scripts; 150 KB, the home page 100 KB) and counts
// them; with --before-origin, the same pages from another server (an older build) beside them.
// Figures go to docs/measurements.md.
//   node tests/bench/startScripts.mjs [--language en] [--before-origin http://127.0.0.1:4300]
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultShellDir } from '@site/server/siteServer';
import { openSite, watchScripts } from './slowPhone.mjs';

const { values } = parseArgs({
  options: {
    language: { type: 'string', default: 'en' },
    'before-origin': { type: 'string' },
  },
});
const { language } = values;
const beforeOrigin = values['before-origin'];

/** #43's limits for the scripts a page starts and their JavaScript as sent. */
const limits = { scripts: 20, kb: 150, homeKb: 100 };

/** The addresses of the prerendered pages below `/<language>`, the home page first. */
async function prerenderedPages() {
  const root = path.join(defaultShellDir, language);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(root, entry.parentPath).split(path.sep).join('/'))
    .sort();
  return folders.map((folder) => `/${language}${folder ? `/${folder}` : ''}`);
}

/**
 * One page in a context of its own: the scripts it asked for until the client took it over and
 * the network went idle, and their bytes as sent.
 * @param {import('@playwright/test').Browser} browser
 */
async function countScripts(browser, origin, address) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = watchScripts(page);
  await page.goto(`${origin}${address}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.render, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const bytes = await scripts.sent();
  await context.close();
  return { scripts: bytes.length, kb: bytes.reduce((sum, size) => sum + size, 0) / 1024 };
}

/** The figures of one page as the table shows them, `*` after each over its limit. */
function cells(address, { scripts, kb }) {
  const kbLimit = address === `/${language}` ? limits.homeKb : limits.kb;
  return {
    scripts: `${scripts}${scripts > limits.scripts ? ' *' : ''}`,
    KB: `${kb.toFixed(1)}${kb > kbLimit ? ' *' : ''}`,
    over: { scripts: scripts > limits.scripts, kb: kb > kbLimit },
  };
}

const pages = await prerenderedPages();
const { base, browser, close } = await openSite();
const rows = [];
const over = { now: { scripts: 0, kb: 0 }, before: { scripts: 0, kb: 0 } };
try {
  for (const address of pages) {
    const now = cells(address, await countScripts(browser, base, address));
    over.now.scripts += Number(now.over.scripts);
    over.now.kb += Number(now.over.kb);
    const row = { page: address, scripts: now.scripts, 'KB as sent': now.KB };
    if (beforeOrigin) {
      const before = cells(address, await countScripts(browser, beforeOrigin, address));
      over.before.scripts += Number(before.over.scripts);
      over.before.kb += Number(before.over.kb);
      Object.assign(row, { 'scripts before': before.scripts, 'KB before': before.KB });
    }
    rows.push(row);
  }
} finally {
  await close();
}
console.log(
  `Scripts each page starts and their JavaScript as sent (Brotli), /${language}, a fresh context ` +
    `each, until taken over and the network is idle; * over #43's limits (${limits.scripts} ` +
    `scripts; ${limits.kb} KB, the home page ${limits.homeKb} KB):`,
);
console.table(rows);
const summary = (counts) =>
  `${counts.scripts} over ${limits.scripts} scripts, ${counts.kb} over their KB limit`;
console.log(`Of ${pages.length} pages: ${summary(over.now)}.`);
if (beforeOrigin) console.log(`Before (${beforeOrigin}): ${summary(over.before)}.`);
