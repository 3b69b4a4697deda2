// Prints one line, "N passed, N failed", over every unit and browser test that ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reports = path.resolve(fileURLToPath(import.meta.url), '../../.reports');
let passed = 0;
let failed = 0;
const flaky = [];

for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  // Vitest (unit tests, the engines' journeys) or Playwright (the Chromium browser tests).
  if ('numTotalTests' in report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests?.some((test) => test.status === 'flaky')) flaky.push(spec.title);
      }
      (suite.suites ?? []).forEach(walk);
    };
    (report.suites ?? []).forEach(walk);
  }
}

for (const title of flaky) console.log(`flaky (passed on its retry, trace kept): ${title}`);
console.log(`${passed} passed, ${failed} failed`);
