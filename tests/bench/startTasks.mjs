// pnpm bench:tasks: what the long tasks of a page's start are made of. Each page of the built site
// (as `pnpm start` serves it) opens in Chromium at 375 × 740 px with the processor slowed 4× (as
// Lighthouse's phone) while Chromium records its performance trace; every task of the page's main
// thread over 50 ms, from the navigation until the client has taken the page over and the network
// is idle, is split into what it did: script (evaluating modules, calls, promise callbacks),
// layout (style and layout), paint (painting, pictures drawn) or other. It prints, per page, the
// median and the worst of the runs: the long tasks, their blocking time after the first paint (the
// part of each over 50 ms, as Lighthouse's TBT counts it, but without its slowed network), the
// blocking time by kind, and the longest task with what it mostly did. Figures go to
// docs/measurements.md; what they showed is in docs/performance.md.
//   node tests/bench/startTasks.mjs [--runs 5] [--language en] [--pages /,/projects]
import { medianAndWorst, openSite, phoneBenchOptions, slowPhonePage } from './slowPhone.mjs';

const { runs, language, pages } = phoneBenchOptions();

/** A long task, as Lighthouse counts it: over 50 ms. */
const longTaskMs = 50;

/** The trace events that say what a task did, by kind; nested ones are counted once. */
const kinds = {
  script: ['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire'],
  layout: ['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'Commit', 'Decode Image'],
};
const kindOf = new Map(
  Object.entries(kinds).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

/** The renderer's main thread of the page: the one with the most tasks in the trace. */
function mainThread(events) {
  const tasks = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask') continue;
    const thread = `${event.pid}:${event.tid}`;
    tasks.set(thread, (tasks.get(thread) ?? 0) + 1);
  }
  const threads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  return threads
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (tasks.get(b) ?? 0) - (tasks.get(a) ?? 0))[0];
}

/** A long task's milliseconds by kind: the outermost events of each kind inside it. */
function splitTask(task, inside) {
  const split = { script: 0, layout: 0, paint: 0, other: 0 };
  let coveredUntil = task.ts;
  for (const event of inside) {
    const kind = kindOf.get(event.name);
    if (!kind || event.ts < coveredUntil) continue;
    split[kind] += event.dur / 1000;
    coveredUntil = event.ts + event.dur;
  }
  split.other = Math.max(0, task.dur / 1000 - split.script - split.layout - split.paint);
  return split;
}

/** One run: the page's long tasks, each split by kind, and whether it came after the first paint. */
async function traceRun(browser, address) {
  const { context, page } = await slowPhonePage(browser);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(address, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.render, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const thread = mainThread(traceEvents);
  const onThread = traceEvents
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const firstPaint = traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  return onThread
    .filter((event) => event.name === 'RunTask' && event.dur > longTaskMs * 1000)
    .map((task) => ({
      ms: task.dur / 1000,
      afterPaint: task.ts >= firstPaint,
      split: splitTask(
        task,
        onThread.filter(
          (event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
        ),
      ),
    }));
}

const blocking = (tasks) => tasks.reduce((sum, task) => sum + task.ms - longTaskMs, 0);
/** The blocking time of the tasks after the first paint, shared out by kind. */
function blockingByKind(tasks) {
  const byKind = { script: 0, layout: 0, paint: 0, other: 0 };
  for (const task of tasks.filter((each) => each.afterPaint)) {
    const share = (task.ms - longTaskMs) / task.ms;
    for (const kind of Object.keys(byKind)) byKind[kind] += task.split[kind] * share;
  }
  return byKind;
}
const mostly = (task) =>
  Object.entries(task.split).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'nothing';

const { base, browser, close } = await openSite();
const rows = [];
try {
  for (const pagePath of pages) {
    const address = `/${language}${pagePath ? `/${pagePath}` : ''}`;
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await traceRun(browser, base + address));
    const byKind = results.map(blockingByKind);
    const longest = results
      .flat()
      .sort((a, b) => b.ms - a.ms)
      .at(0);
    rows.push({
      page: address,
      'long tasks': medianAndWorst(results.map((tasks) => tasks.length)),
      'blocking after paint ms': medianAndWorst(
        results.map((tasks) => blocking(tasks.filter((task) => task.afterPaint))),
      ),
      script: medianAndWorst(byKind.map((kind) => kind.script)),
      layout: medianAndWorst(byKind.map((kind) => kind.layout)),
      paint: medianAndWorst(byKind.map((kind) => kind.paint)),
      other: medianAndWorst(byKind.map((kind) => kind.other)),
      'longest task ms': longest ? `${Math.round(longest.ms)} (${mostly(longest)})` : 'none',
    });
  }
} finally {
  await close();
}
console.log(`Long tasks of page start, ${runs} runs each, 375 × 740 px, processor slowed 4×:`);
console.table(rows);
