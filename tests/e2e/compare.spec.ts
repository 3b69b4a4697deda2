import type { Page } from '@playwright/test';
import { axeSource, violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { languages } from '../support/site';

const tray = (page: Page, label = 'Machine comparison') =>
  page.getByRole('region', { name: label });
const table = (page: Page) => page.getByRole('table');
const columnNames = (page: Page) =>
  table(page).getByRole('columnheader').getByRole('link').allTextContents();

test.describe('machine comparison', () => {
  test('machines chosen on the list and on a machine page gather in a tray that survives reload and a language switch', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser');
    await page.getByRole('button', { name: /^Compare\s?: Single-platform fibre laser/ }).click();
    await expect(tray(page)).toBeVisible();
    await page
      .getByRole('link', { name: /Specifications and details\s?: Exchange-platform/ })
      .click();
    const toggle = page.getByRole('button', { name: /^Compare\s?: Exchange-platform/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(tray(page).getByText('2 of 4').filter({ visible: true })).toBeVisible();
    await page.goto('/ru/products/cnc-laser');
    await expect(tray(page, 'Сравнение станков')).toBeVisible();
    await tray(page, 'Сравнение станков')
      .getByRole('link', { name: /Сравнить \(2\)/ })
      .click();
    await expect(page).toHaveURL(
      '/ru/products/cnc-laser/compare?ids=single-platform,exchange-platform',
    );
    await expect(table(page).getByRole('columnheader').getByRole('link')).toHaveCount(2);
  });

  test('the tray folds away and stays folded across pages and a reload until opened', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser');
    await page.getByRole('button', { name: /^Compare\W+Single-platform/ }).click();
    const fold = tray(page).getByRole('button', { name: 'Hide the comparison tray' });
    await fold.click();
    const unfold = tray(page).getByRole('button', { name: /^Comparison\s+1 of 4$/ });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(fold).toHaveCount(0);
    await expect(tray(page).getByRole('link', { name: /^Compare/ })).toHaveCount(0);
    await page.goto('/en/products/cnc-laser/exchange-platform');
    await expect(unfold).toBeVisible();
    await page.reload();
    await expect(unfold).toBeVisible();
    await unfold.click();
    await expect(fold).toBeVisible();
    await page.reload();
    await expect(fold).toBeVisible();
  });

  test('refuses a fifth machine with a message', async ({ page }) => {
    await page.goto('/en/products/cnc-laser');
    for (const name of ['Single-platform', 'Exchange-platform', 'Large-format', 'Two-chuck']) {
      await page.getByRole('button', { name: new RegExp(`^Compare\\s?: ${name}`) }).click();
    }
    await page.getByRole('button', { name: /^Compare\s?: Three-chuck/ }).click();
    await expect(
      page.getByText('You can compare at most 4 machines at a time.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Compare\s?: Three-chuck/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the address alone reproduces the view, aligned by specification, with differences marked', async ({
    page,
  }) => {
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,2-chuck-tube',
    );
    expect(await columnNames(page)).toEqual([
      'Single-platform fibre laser cutting machine',
      'Exchange-platform fibre laser cutting machine',
      'Two-chuck tube laser cutting machine',
    ]);
    const power = table(page).getByRole('row', { name: /Laser power/ });
    await expect(power.getByRole('cell')).toHaveText(['1.5–120 kW', '3–40 kW', /kW$/]);
    await expect(power).toContainText('values differ');
    const formats = table(page).getByRole('row', { name: /Sheet formats/ });
    await expect(formats.getByRole('cell').nth(1)).toContainText('—');

    // Three sheet lasers share their category: that row goes with "only differences".
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format',
    );
    const category = table(page).getByRole('row', { name: /^Category/ });
    await expect(category.getByRole('cell')).toHaveText([
      'Sheet laser',
      'Sheet laser',
      'Sheet laser',
    ]);
    const onlyDifferences = page.getByRole('switch', { name: 'Only differences' });
    await onlyDifferences.click();
    await expect(page).toHaveURL(/show=differences/);
    await expect(onlyDifferences).toBeChecked();
    await expect(category).toHaveCount(0);
    await expect(table(page).getByRole('row', { name: /Laser power/ })).toBeVisible();

    await table(page)
      .getByRole('button', { name: /Remove from comparison/ })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/ids=single-platform,large-format&show=differences$/);
    await page.goBack();
    await expect(page).toHaveURL(
      /ids=single-platform,exchange-platform,large-format&show=differences$/,
    );
  });

  test('names unknown machines and refuses more than four', async ({ page }) => {
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,<b>nope</b>,exchange-platform',
    );
    await expect(page.getByText(/This machine was not found: .*nope/)).toBeVisible();
    expect(await columnNames(page)).toHaveLength(2);
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube,3-chuck-tube',
    );
    await expect(
      page.getByText('This address names 5 machines, but at most 4 can be compared at once.'),
    ).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Compare the first 4' }).click();
    await expect(table(page).getByRole('columnheader').getByRole('link')).toHaveCount(4);
  });

  test('a stale link shows the one machine it still names, and a way to add another', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser/compare?ids=withdrawn-9000,large-format');
    await expect(page.getByText('This machine was not found: withdrawn-9000.')).toBeVisible();
    expect(await columnNames(page)).toEqual([expect.stringMatching(/^Large-format fibre laser/)]);
    await page.getByRole('link', { name: 'Add another machine' }).click();
    await expect(page).toHaveURL('/en/products/cnc-laser');
    await expect(tray(page).getByText('1 of 4').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: /^Compare\W+Single-platform/ }).click();
    await tray(page).getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL('/en/products/cnc-laser/compare?ids=large-format,single-platform');
  });

  test('requests a quote for every machine compared', async ({ page }) => {
    await page.goto('/en/products/cnc-laser/compare?ids=automatic-coil,automatic-feeding');
    await page.getByRole('button', { name: 'Request a quote for these' }).click();
    await expect(page).toHaveURL('/en/quote');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  });

  test('the comparison page is served in every language and kept out of indexing', async ({
    request,
  }) => {
    for (const language of languages) {
      const response = await request.get(`/${language}/products/cnc-laser/compare`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  for (const [language, width] of [
    ['az', 1280],
    ['ru', 375],
  ] as const) {
    test(`the comparison passes axe in ${language} at ${width} px and scrolls only inside its frame`, async ({
      page,
    }) => {
      await page.addInitScript({ path: axeSource });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `/${language}/products/cnc-laser/compare?ids=single-platform,exchange-platform,4-chuck-tube,h-beam-laser`,
      );
      await expect(table(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  test('prints on A4 without the site frame or the buttons', async ({ page }) => {
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format',
    );
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Request a quote for these' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // All columns fit the page's width: the table is no wider than its box.
    expect(
      await table(page).evaluate(
        (element) => element.scrollWidth <= element.parentElement!.clientWidth + 1,
      ),
    ).toBe(true);
  });
});
