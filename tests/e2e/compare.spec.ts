import type { Page } from '@playwright/test';
import { axeSource, violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { languages } from '../support/site';
import { containing, contentFile, words, type Values } from '../support/words';

const en = words.en;
const cnc = (key: string, values?: Values) => en.page('cnc-laser', key, values);
const nameOf = (machine: string) => cnc(`machines.${machine}.name`);

/** Stands for a value that a pattern built from the words leaves open. */
const open = '\u0000';

/** The words as a pattern's source, with each `open` they were filled with matching `pattern`. */
const leaving = (text: string, pattern: string) =>
  containing(text).source.replaceAll(open, pattern);

/**
 * A machine's "Compare" toggle: the word, then, for screen readers, ": <its name>" (`between`
 * is what may stand between the two).
 */
const toggleName = (machine: string, between = '\\s?: ') =>
  new RegExp(
    `^${containing(cnc('compare.toggle')).source}${between}${containing(nameOf(machine)).source}`,
  );

/** A machine's laser power as the content states it, written as the table shows it: "1.5–120". */
function laserPower(id: string): string {
  const file = 'products-mfe/content/cnc-laser/machines.json';
  const machines =
    contentFile<Record<string, { specifications: { laserPower?: { from: number; to: number } } }>>(
      file,
    );
  const power = machines[id]?.specifications.laserPower;
  if (!power) throw new Error(`${file} gives ${id} no laser power`);
  return `${power.from}–${power.to}`;
}

const tray = (page: Page, label = cnc('compare.tray.label')) =>
  page.getByRole('region', { name: label });
const table = (page: Page) => page.getByRole('table');
const columnNames = (page: Page) =>
  table(page).getByRole('columnheader').getByRole('link').allTextContents();

test.describe('machine comparison', () => {
  test('machines chosen on the list and on a machine page gather in a tray that survives reload and a language switch', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser');
    await page.getByRole('button', { name: toggleName('singlePlatform') }).click();
    await expect(tray(page)).toBeVisible();
    await page
      .getByRole('link', {
        name: new RegExp(
          `${containing(cnc('list.details')).source}\\s?: ${containing(nameOf('exchangePlatform')).source}`,
        ),
      })
      .click();
    // The list names the same machine on a toggle of its own: press the one of the machine's
    // page once that page shows, as a visitor does.
    await expect(page).toHaveURL('/en/products/cnc-laser/exchange-platform');
    await expect(
      page.getByRole('heading', { level: 1, name: containing(nameOf('exchangePlatform')) }),
    ).toBeVisible();
    const toggle = page.getByRole('button', { name: toggleName('exchangePlatform') });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      tray(page)
        .getByText(cnc('compare.tray.chosen', { chosen: 2, max: 4 }))
        .filter({ visible: true }),
    ).toBeVisible();
    const ru = (key: string, values?: Values) => words.ru.page('cnc-laser', key, values);
    await page.goto('/ru/products/cnc-laser');
    await expect(tray(page, ru('compare.tray.label'))).toBeVisible();
    await tray(page, ru('compare.tray.label'))
      .getByRole('link', { name: containing(ru('compare.tray.compare', { chosen: 2 })) })
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
    await page.getByRole('button', { name: toggleName('singlePlatform', '\\W+') }).click();
    const fold = tray(page).getByRole('button', { name: cnc('compare.tray.fold') });
    await fold.click();
    const unfold = tray(page).getByRole('button', {
      name: new RegExp(
        `^${containing(cnc('compare.tray.title')).source}\\s+${containing(cnc('compare.tray.chosen', { chosen: 1, max: 4 })).source}$`,
      ),
    });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(fold).toHaveCount(0);
    await expect(
      tray(page).getByRole('link', {
        name: new RegExp(`^${leaving(cnc('compare.tray.compare', { chosen: open }), '\\d+')}`),
      }),
    ).toHaveCount(0);
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
    for (const machine of ['singlePlatform', 'exchangePlatform', 'largeFormat', 'twoChuckTube']) {
      await page.getByRole('button', { name: toggleName(machine) }).click();
    }
    await page.getByRole('button', { name: toggleName('threeChuckTube') }).click();
    await expect(page.getByText(cnc('compare.full', { count: 4 }), { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: toggleName('threeChuckTube') })).toHaveAttribute(
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
    expect(await columnNames(page)).toEqual(
      ['singlePlatform', 'exchangePlatform', 'twoChuckTube'].map(nameOf),
    );
    const laserPowerRow = containing(cnc('specs.laserPower'));
    const power = table(page).getByRole('row', { name: laserPowerRow });
    await expect(power.getByRole('cell')).toHaveText([
      `${laserPower('single-platform')} kW`,
      `${laserPower('exchange-platform')} kW`,
      /kW$/,
    ]);
    await expect(power).toContainText(cnc('compare.page.differs'));
    const formats = table(page).getByRole('row', { name: containing(cnc('specs.sheetFormats')) });
    await expect(formats.getByRole('cell').nth(1)).toContainText('—');

    // Three sheet lasers share their category: that row goes with "only differences".
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format',
    );
    const category = table(page).getByRole('row', {
      name: new RegExp(`^${containing(cnc('compare.page.category')).source}`),
    });
    const sheetLaser = cnc('categories.sheetLaser');
    await expect(category.getByRole('cell')).toHaveText([sheetLaser, sheetLaser, sheetLaser]);
    const onlyDifferences = page.getByRole('switch', {
      name: cnc('compare.page.onlyDifferences'),
    });
    await onlyDifferences.click();
    await expect(page).toHaveURL(/show=differences/);
    await expect(onlyDifferences).toBeChecked();
    await expect(category).toHaveCount(0);
    await expect(table(page).getByRole('row', { name: laserPowerRow })).toBeVisible();

    await table(page)
      .getByRole('button', { name: containing(cnc('compare.page.remove')) })
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
    await expect(
      page.getByText(
        new RegExp(leaving(cnc('compare.page.unknown', { count: 1, ids: open }), '.*nope.*')),
      ),
    ).toBeVisible();
    expect(await columnNames(page)).toHaveLength(2);
    await page.goto(
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube,3-chuck-tube',
    );
    await expect(page.getByText(cnc('compare.page.tooMany', { count: 5, max: 4 }))).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await page.getByRole('link', { name: cnc('compare.page.compareFirst', { max: 4 }) }).click();
    await expect(table(page).getByRole('columnheader').getByRole('link')).toHaveCount(4);
  });

  test('a stale link shows the one machine it still names, and a way to add another', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser/compare?ids=withdrawn-9000,large-format');
    await expect(
      page.getByText(cnc('compare.page.unknown', { count: 1, ids: 'withdrawn-9000' })),
    ).toBeVisible();
    expect(await columnNames(page)).toEqual([
      expect.stringMatching(new RegExp(`^${containing(nameOf('largeFormat')).source}`)),
    ]);
    await page.getByRole('link', { name: cnc('compare.page.addAnother') }).click();
    await expect(page).toHaveURL('/en/products/cnc-laser');
    await expect(
      tray(page)
        .getByText(cnc('compare.tray.chosen', { chosen: 1, max: 4 }))
        .filter({ visible: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: toggleName('singlePlatform', '\\W+') }).click();
    await tray(page)
      .getByRole('link', { name: cnc('compare.tray.compare', { chosen: 2 }) })
      .click();
    await expect(page).toHaveURL('/en/products/cnc-laser/compare?ids=large-format,single-platform');
  });

  test('requests a quote for every machine compared', async ({ page }) => {
    await page.goto('/en/products/cnc-laser/compare?ids=automatic-coil,automatic-feeding');
    await page.getByRole('button', { name: cnc('compare.page.quote') }).click();
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
    await expect(page.getByRole('button', { name: cnc('compare.page.quote') })).toBeHidden();
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
