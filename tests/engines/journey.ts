import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { chosenEngines, openTab } from './engines';
import type { Tab, TabOptions } from './tab';
import { patience } from '../support/patience';

/** Console errors a test expects (a remote taken down logs why it failed); cleared after it. */
const expected: RegExp[] = [];

/** Lets the current test's page log problems that match (and only those). */
export function allowProblems(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Declares a journey once and runs it in every chosen engine, in a browser of its own: `tests`
 * declares the tests and reaches the tab through the getter. After each test the page must
 * have logged no error (uncaught, unhandled, console.error or CSP), as in the Playwright suite.
 */
export function inEachEngine(
  title: string,
  options: TabOptions,
  tests: (tab: () => Tab) => void,
): void {
  for (const engine of chosenEngines()) {
    describe(`${engine.label}: ${title}`, () => {
      let current: Tab | undefined;
      beforeAll(async () => {
        current = await openTab(engine, options);
      }, patience.start);
      afterEach(async () => {
        const problems = current ? await current.problems().catch(() => []) : [];
        const unexpected = problems.filter(
          (problem) => !expected.some((pattern) => pattern.test(problem)),
        );
        expected.length = 0;
        expect(unexpected, 'console and page errors').toEqual([]);
      });
      afterAll(async () => {
        await current?.close();
      });
      tests(() => {
        if (!current) throw new Error(`${engine.label} did not start`);
        return current;
      });
    });
  }
}
