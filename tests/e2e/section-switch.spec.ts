import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';

// Moving from one section (remote) to another as a visitor does: the pointer rests on the link,
// which starts loading the other remote and the page's module, then the visitor clicks. Prints
// how long after the click the new page's heading is on screen (warm cache, no throttling). The
// figure is for reading (issue: within 100 ms); it is not asserted, the page arriving is.

const moves = [
  { from: 'services', to: 'products/cnc-laser' },
  { from: 'products', to: 'services/metal-construction' },
  { from: 'services/metal-construction', to: 'projects' },
  { from: 'projects', to: 'products' },
] as const;

/** Resolves once no new resource has started for `quietMs`. */
async function networkSettled(page: Page, quietMs = 400) {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

for (const { from, to } of moves) {
  test(`from /${from} to /${to} after pointing at the link`, async ({ page }) => {
    const heading = pageHeadings.get(to)?.en;
    expect(heading, `the h1 of /${to} is known`).toBeTruthy();
    await page.goto(`/en/${from}`);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');

    const link = page.locator(`a[href="/en/${to}"]:visible`).first();
    await link.hover();
    await networkSettled(page);

    const elapsed = await page.evaluate(
      async ({ href, expected }) => {
        const anchor = [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${href}"]`)].find(
          (candidate) => candidate.checkVisibility(),
        );
        if (!anchor) throw new Error(`no visible link to ${href}`);
        const clicked = performance.now();
        anchor.click();
        await new Promise<void>((resolve) => {
          const check = () =>
            document.querySelector('h1')?.textContent?.trim() === expected
              ? resolve()
              : requestAnimationFrame(check);
          check();
        });
        // The frame that shows it.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now() - clicked;
      },
      { href: `/en/${to}`, expected: heading! },
    );

    await expect(page).toHaveURL(new RegExp(`/en/${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    const line = `section switch /en/${from} → /en/${to}: ${Math.round(elapsed)} ms after the click`;
    console.log(line);
    test.info().annotations.push({ type: 'timing', description: line });
  });
}
