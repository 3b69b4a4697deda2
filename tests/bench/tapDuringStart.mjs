// pnpm bench:tap: a phone's tap while the page is starting, and how long until the page answers.
// Each page of the built site (as `pnpm start` serves it) opens in Chromium at 375 × 740 px with
// the processor slowed 4× (as Lighthouse's phone); the moment its prerendered HTML shows the
// button, the bench taps it: the menu button (its answer: the menu dialog), the language
// switcher (its list of languages) and, on a machine page, "Add to quote request" (the
// confirmation that replaces it). It prints, per page and button, the median and the worst of
// the runs from the tap to the answer on screen, and, per page, the longest main-thread task
// while it started and the scripts and JavaScript bytes (as sent) it loaded. Figures go to
// docs/measurements.md. The issue's target: an answer within 200 ms.
//   node tests/bench/tapDuringStart.mjs [--runs 5] [--language en] [--pages /,/contact]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  medianAndWorst,
  openSite,
  phoneBenchOptions,
  slowPhonePage,
  watchScripts,
} from './slowPhone.mjs';

const workspace = path.resolve(import.meta.dirname, '../..');
const { runs, language, pages } = phoneBenchOptions();
const words = async (file) =>
  JSON.parse(await readFile(path.join(workspace, file.replace('<lng>', language)), 'utf8'));
const shell = await words('shell/src/locales/<lng>/shell.json');
const common = await words('shared/src/locales/<lng>/common.json');

/**
 * The buttons a visitor taps first: how the page names it, whether its answer shows (run in the
 * page), and on which pages it is.
 */
const buttons = {
  menu: {
    find: (page) => page.getByRole('button', { name: shell.nav.openMenu, exact: true }),
    answered: () =>
      [...document.querySelectorAll('dialog, [role="dialog"]')].some((dialog) =>
        dialog.checkVisibility(),
      ),
  },
  language: {
    find: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${shell.language.label}: `) }),
    answered: () =>
      [...document.querySelectorAll('header ul[aria-label]')].some((list) =>
        list.checkVisibility(),
      ),
  },
  quote: {
    find: (page) => page.getByRole('button', { name: common.quote.add }).first(),
    answered: () =>
      [...document.querySelectorAll('[data-quote-box] p')].some((note) => note.checkVisibility()),
    only: (address) => /\/products\/.+\/.+/.test(address),
  },
};

/**
 * Before any script of the page: the time of the first pointer press, the longest task, and for
 * "Add to quote request" the moment its box shows the confirmation (the button gave way).
 */
function watchStart() {
  window.__tap = { pressedAt: 0, longestTask: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__tap.longestTask = Math.max(window.__tap.longestTask, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'pointerdown',
    (event) => {
      if (!window.__tap.pressedAt) {
        window.__tap.pressedAt = event.timeStamp;
        const box = event.target instanceof Element ? event.target.closest('button') : null;
        box?.parentElement?.setAttribute('data-quote-box', '');
      }
    },
    true,
  );
}

/** One run: opens the page, taps the button as soon as it shows, and times the answer. */
async function tapRun(browser, base, address, name) {
  const { context, page } = await slowPhonePage(browser);
  await page.addInitScript(watchStart);
  // Each script's size as sent, awaited before the page closes.
  const scripts = watchScripts(page);
  const button = buttons[name];
  await page.goto(`${base}${address}`, { waitUntil: 'commit' });
  await button.find(page).waitFor({ state: 'visible' });
  await button.find(page).tap();
  // Polls in the page itself, every frame, so the answer is timed on the page's own clock.
  const answeredAt = await page.evaluate(
    (answered) =>
      new Promise((resolve) => {
        const check = new Function(`return (${answered})()`);
        // A hang guard, not a limit: an answer that never comes is reported as such.
        const giveUp = performance.now() + 60_000;
        const poll = () =>
          check()
            ? resolve(performance.now())
            : performance.now() > giveUp
              ? resolve(Number.NaN)
              : requestAnimationFrame(poll);
        poll();
      }),
    button.answered.toString(),
  );
  // The page goes on starting after the answer (which may come before the client, from the
  // page's inline script): its scripts and tasks are counted once the client has taken the page
  // over and the network is idle.
  await page.waitForFunction(() => document.documentElement.dataset.render, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const { pressedAt, longestTask } = await page.evaluate(() => window.__tap);
  const sizes = await scripts.sent();
  await context.close();
  return {
    answer: answeredAt - pressedAt,
    longestTask,
    scripts: sizes.length,
    jsKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
  };
}

const { base, browser, close } = await openSite();
const rows = [];
try {
  for (const pagePath of pages) {
    const address = `/${language}${pagePath ? `/${pagePath}` : ''}`;
    for (const name of Object.keys(buttons)) {
      if (buttons[name].only && !buttons[name].only(address)) continue;
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await tapRun(browser, base, address, name));
      }
      rows.push({
        page: address,
        tap: name,
        'answer ms (median / worst)': medianAndWorst(results.map((result) => result.answer)),
        'longest task ms': medianAndWorst(results.map((result) => result.longestTask)),
        scripts: medianAndWorst(results.map((result) => result.scripts)),
        'JS KB as sent': medianAndWorst(results.map((result) => result.jsKb)),
      });
    }
  }
} finally {
  await close();
}
console.log(`Tap during page start, ${runs} runs each, 375 × 740 px, processor slowed 4×:`);
console.table(rows);
