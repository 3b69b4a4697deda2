// Prints when each part of the run ran and how long it took (from the reports' own times), then
// one line, "N passed, N failed", over every unit and browser test that ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reports = path.resolve(fileURLToPath(import.meta.url), '../../.reports');
let passed = 0;
let failed = 0;
const flaky = [];
/** Each part's reports: its first start and last end, in ms since the epoch. */
const parts = new Map();
const partOf = (/** @type {string} */ file) =>
  file.startsWith('unit-')
    ? 'unit tests'
    : ({
        'e2e-main.json': 'Chromium',
        'e2e-edited.json': 'Chromium, edited words',
        'engines.json': 'Firefox and WebKit',
      }[file] ?? file);
const note = (
  /** @type {string} */ file,
  /** @type {number} */ start,
  /** @type {number} */ end,
) => {
  const part = parts.get(partOf(file)) ?? { start, end };
  parts.set(partOf(file), { start: Math.min(part.start, start), end: Math.max(part.end, end) });
};

for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  // Vitest (unit tests, the engines' journeys) or Playwright (the Chromium browser tests).
  if ('numTotalTests' in report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    const ends = (report.testResults ?? []).map((result) => result.endTime ?? 0);
    if (ends.length > 0) note(file, report.startTime, Math.max(...ends));
    // A test that passed on its retry keeps the messages of the attempt that failed.
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'passed' && test.failureMessages?.length > 0) {
          flaky.push(`${test.fullName}: ${test.failureMessages[0].split('\n')[0]}`);
        }
      }
    }
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    const start = Date.parse(report.stats.startTime);
    note(file, start, start + report.stats.duration);
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests?.some((test) => test.status === 'flaky')) flaky.push(spec.title);
      }
      (suite.suites ?? []).forEach(walk);
    };
    (report.suites ?? []).forEach(walk);
  }
}

const clock = (/** @type {number} */ time) => new Date(time).toISOString().slice(11, 19);
for (const [part, { start, end }] of [...parts].sort((a, b) => a[1].start - b[1].start)) {
  console.log(`${part}: ${clock(start)}–${clock(end)} UTC, ${Math.round((end - start) / 1000)} s`);
}
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
console.log(`${passed} passed, ${failed} failed`);
