import { test as base, expect, type Page } from '@playwright/test';
import { patience } from './patience';

/**
 * A prerendered page is readable at once and interactive once React has taken it over; a visitor
 * may act before that, but a test acts after it, as `<html data-render>` says.
 */
export async function waitForSite(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.render !== undefined, null, {
    timeout: patience.expectation,
  });
}

interface SiteFixtures {
  /**
   * Every test fails on a console error or an uncaught page error, unless it allows that
   * message (tests that take a remote offline expect the browser to log the refused request).
   */
  allowProblems: (pattern: RegExp) => void;
}

export const test = base.extend<SiteFixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that asks for the moment the page commits (a remote that never answers, whose
      // time limit it moves on the page's clock) acts before the site has taken the page over.
      const atCommit = options?.waitUntil === 'commit';
      const sameSite = new URL(page.url()).origin === new URL(url, page.url()).origin;
      if (sameSite && !atCommit) await waitForSite(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForSite(page);
      return response;
    };
    await use(page);
  },
  allowProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      // A page the server answers with 404 (the localized not-found page) makes Chromium log
      // that status for the document itself; that one line is the answer, not a problem.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          notFoundPages.add(response.url());
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const documentStatus =
          /status of 404/.test(message.text()) && notFoundPages.has(message.location().url);
        if (!documentStatus) problems.push(`console error: ${message.text()}`);
      });
      await use((pattern) => allowed.push(pattern));
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const url = /https?:\/\/\S+/g;
const rawKey = /\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+\b/g;

/**
 * Words a visitor reads (the title, the page's text, its labels and alternative texts) that look
 * like untranslated keys (`catalog.title`) or placeholders.
 */
export function rawKeysIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const cleaned = text.replace(email, ' ').replace(url, ' ');
    return [...(cleaned.match(rawKey) ?? []), ...(cleaned.match(/\{\{|\}\}/g) ?? [])];
  });
}
