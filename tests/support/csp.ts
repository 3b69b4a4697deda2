import type { Page } from '@playwright/test';

/** Starts recording the page's Content-Security-Policy violations; the result reads them. */
export async function collectCspViolations(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
