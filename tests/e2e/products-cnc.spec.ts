import type { Page } from '@playwright/test';
import type { Language } from '@site/shared/i18n/languages';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { containing, contentFile, words } from '../support/words';

const list = 'products/cnc-laser';

const en = words.en;

/** Spec section 9: the gallery of each machine. */
const galleryCounts: Record<string, number> = {
  'single-platform': 5,
  'exchange-platform': 3,
  'large-format': 4,
  '2-chuck-tube': 2,
  '3-chuck-tube': 5,
  '4-chuck-tube': 4,
  'h-beam-laser': 7,
  'plate-tube-integrated': 3,
  'automatic-coil': 1,
  'automatic-feeding': 1,
};

/** A figure of a CNC laser as the content states it (`@site/shared/format/amount`). */
interface Figure {
  value: number;
  from: number;
  to: number;
  sides: readonly number[];
  smallest: readonly number[];
  largest: readonly number[];
  parts: readonly Figure[];
}

const machinesFile = 'products-mfe/content/cnc-laser/machines.json';

/** A machine's figures as staff set them in the content; the tests write each as the page must. */
function figuresOf(id: string) {
  const machines =
    contentFile<Record<string, { model: string; specifications: Record<string, Figure> }>>(
      machinesFile,
    );
  const machine = machines[id];
  if (!machine) throw new Error(`${machinesFile} has no machine "${id}"`);
  return (name: string): Figure => {
    const figure = machine.specifications[name];
    if (!figure) throw new Error(`${machinesFile} gives ${id} no figure "${name}"`);
    return figure;
  };
}

/** A number with the decimal comma of az, tr and ru. */
const comma = (figure: number) => String(figure).replace('.', ',');

/** A row of the specifications: the words of its label and how its figure is written. */
type Row = readonly [spec: string, written: (figure: Figure) => string];

/** Stands for a number a pattern leaves open. */
const anyNumber = '\u0000';

/** The gallery's thumbnail buttons, "Image 2 of 5" for any numbers. */
const thumbnails = new RegExp(
  `^${containing(en.common('gallery.show', { index: anyNumber, total: anyNumber })).source.replaceAll(anyNumber, '\\d+')}$`,
);

const machineName = (language: Language, key: string) =>
  words[language].page('cnc-laser', `machines.${key}.name`);

const machineCards = (page: Page) =>
  page
    .getByRole('region', { name: en.page('cnc-laser', 'list.machinesLabel') })
    .getByRole('heading', { level: 2 });

test.describe('CNC laser list', () => {
  test('shows ten machine cards, each with category, image, up to three features and a link', async ({
    page,
  }) => {
    await page.goto(`/en/${list}`);
    await expect(machineCards(page)).toHaveCount(10);
    const cards = page
      .getByRole('region', { name: en.page('cnc-laser', 'list.machinesLabel') })
      .getByRole('listitem');
    const name = machineName('en', 'singlePlatform');
    const card = cards.filter({ hasText: name });
    await expect(
      card.getByText(en.page('cnc-laser', 'categories.sheetLaser'), { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute(
      'alt',
      en.page('cnc-laser', 'views.overview', { name }),
    );
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(3);
    await card
      .getByRole('link', { name: containing(en.page('cnc-laser', 'list.details')) })
      .click();
    await expect(page).toHaveURL(`/en/${list}/single-platform`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('links the further laser systems', async ({ page }) => {
    await page.goto(`/en/${list}`);
    const more = page.getByRole('region', { name: en.page('cnc-laser', 'list.more.title') });
    await expect(more.getByRole('heading', { level: 3 })).toHaveCount(6);
    await more.getByRole('link', { name: containing(machineName('en', 'highPower')) }).click();
    await expect(page).toHaveURL(`/en/${list}/high-power`);
  });

  test('filters by category, in the address, across a reload and a language switch', async ({
    page,
  }) => {
    const showing = (language: Language, count: number) =>
      words[language].page('cnc-laser', 'list.filter.showing', { count });
    await page.goto(`/en/${list}`);
    await expect(machineCards(page)).toHaveCount(10);
    await expect(page.getByText(showing('en', 16))).toBeVisible();
    const filter = page.getByRole('group', { name: en.page('cnc-laser', 'list.filter.label') });
    const tubeLaser = containing(en.page('cnc-laser', 'categories.tubeLaser'));
    await filter.getByRole('button', { name: tubeLaser }).click();
    await expect(page).toHaveURL(`/en/${list}?category=tube-laser`);
    await expect(machineCards(page)).toHaveText(
      ['twoChuckTube', 'threeChuckTube', 'fourChuckTube'].map((key) => machineName('en', key)),
    );
    await expect(page.getByText(showing('en', 5))).toBeVisible();

    await page.reload();
    await expect(machineCards(page)).toHaveCount(3);
    await expect(filter.getByRole('button', { name: tubeLaser })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const ru = words.ru;
    await page.getByRole('button', { name: `${en.shell('language.label')}: EN` }).click();
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(`/ru/${list}?category=tube-laser`);
    await expect(
      page
        .getByRole('region', { name: ru.page('cnc-laser', 'list.machinesLabel') })
        .getByRole('heading', { level: 2 }),
    ).toHaveCount(3);
    await expect(page.getByText(showing('ru', 5))).toBeVisible();

    await page
      .getByRole('group', { name: ru.page('cnc-laser', 'list.filter.label') })
      .getByRole('button', { name: containing(ru.page('cnc-laser', 'categories.coilLaser')) })
      .click();
    await expect(page).toHaveURL(`/ru/${list}?category=coil-laser`);
    await expect(page.getByText(showing('ru', 1))).toBeVisible();
    await page
      .getByRole('button', { name: containing(ru.page('cnc-laser', 'list.filter.all')) })
      .click();
    await expect(page).toHaveURL(`/ru/${list}`);
    await expect(page.getByText(showing('ru', 16))).toBeVisible();
  });

  test('shows every machine for an unknown category', async ({ page }) => {
    await page.goto(`/en/${list}?category=plasma`);
    await expect(machineCards(page)).toHaveCount(10);
    await expect(
      page.getByRole('button', { name: containing(en.page('cnc-laser', 'list.filter.all')) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/az/${list}?category=sheet-laser`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('CNC laser machine pages', () => {
  for (const [id, count] of Object.entries(galleryCounts)) {
    test(`${id} has a gallery of ${count}, rating 5, specifications, features and applications`, async ({
      page,
    }) => {
      await page.goto(`/en/${list}/${id}`);
      await expect(
        page.getByRole('link', { name: containing(en.page('cnc-laser', 'detail.back')) }),
      ).toHaveAttribute('href', `/en/${list}`);
      await expect(
        page.getByRole('button', {
          name: en.common('gallery.enlarge', { index: 1, total: count }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: thumbnails })).toHaveCount(
        count > 1 ? count : 0,
      );
      await expect(
        page.getByRole('img', { name: en.common('rating.label', { value: 5, max: 5 }) }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: en.page('products', 'sheet.specifications') }),
      ).toBeVisible();
      await expect(page.getByRole('rowheader').first()).toBeVisible();
      await expect(
        page.getByRole('heading', { name: en.page('products', 'sheet.features') }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: en.page('products', 'sheet.applications') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
    });
  }

  test('show the sample specifications of the spec', async ({ page }) => {
    const rows: [string, Row[]][] = [
      [
        'single-platform',
        [
          ['laserPower', ({ from, to }) => `${from}–${to} kW`],
          [
            'sheetFormats',
            ({ smallest, largest }) => `${smallest.join(' × ')} – ${largest.join(' × ')} mm`,
          ],
          ['positioningAccuracy', ({ value }) => `±${value} mm`],
        ],
      ],
      ['exchange-platform', [['processingFormat', ({ sides }) => `${sides.join(' × ')} mm`]]],
      [
        '4-chuck-tube',
        [
          ['maxTubeDiameter', ({ value }) => `${value} mm`],
          ['maxTubeWeight', ({ value }) => `${value} kg`],
        ],
      ],
      [
        'automatic-coil',
        [
          ['coilWeight', ({ value }) => `${value} t`],
          ['materialThickness', ({ from, to }) => `${from}–${to} mm`],
          ['coilWidth', ({ value }) => `${value} mm`],
        ],
      ],
      [
        'automatic-feeding',
        [
          ['rawLength', ({ from, to }) => `${from}–${to} mm`],
          ['bundleWeight', ({ value }) => `${value} kg`],
        ],
      ],
    ];
    for (const [id, expected] of rows) {
      await page.goto(`/en/${list}/${id}`);
      const figure = figuresOf(id);
      for (const [spec, written] of expected) {
        const row = `${en.page('cnc-laser', `specs.${spec}`)} ${written(figure(spec))}`;
        await expect(page.getByRole('row', { name: row, exact: true })).toBeVisible();
      }
    }
  });

  test('write figures and units in the page language', async ({ page }) => {
    const rows: [Language, Row[]][] = [
      [
        'ru',
        [
          ['laserPower', ({ from, to }) => `${comma(from)}–${comma(to)} кВт`],
          ['positioningAccuracy', ({ value }) => `±${comma(value)} мм`],
        ],
      ],
      [
        'az',
        [
          ['laserPower', ({ from, to }) => `${comma(from)}–${comma(to)} kVt`],
          [
            'powerSupply',
            ({ parts: [volts, hertz] }) => `${comma(volts!.value)} V, ${comma(hertz!.value)} Hs`,
          ],
        ],
      ],
      ['tr', [['maxSpeed', ({ value }) => `${comma(value)} m/dk`]]],
    ];
    const figure = figuresOf('single-platform');
    for (const [language, expected] of rows) {
      await page.goto(`/${language}/${list}/single-platform`);
      for (const [spec, written] of expected) {
        const row = `${words[language].page('cnc-laser', `specs.${spec}`)} ${written(figure(spec))}`;
        await expect(page.getByRole('row', { name: row, exact: true })).toBeVisible();
      }
    }
  });

  test('large-format shows its category badge', async ({ page }) => {
    await page.goto(`/tr/${list}/large-format`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      machineName('tr', 'largeFormat'),
    );
    await expect(
      page
        .getByRole('article')
        .getByText(words.tr.page('cnc-laser', 'categories.sheetLaser'), { exact: true }),
    ).toBeVisible();
  });

  test('the gallery wraps both ways and the main image opens the lightbox', async ({ page }) => {
    await page.goto(`/en/${list}/h-beam-laser`);
    const name = machineName('en', 'hBeamLaser');
    const enlarge = (index: number) => en.common('gallery.enlarge', { index, total: 7 });
    const counter = (index: number) => en.common('lightbox.counter', { index, total: 7 });
    const gallery = page.getByRole('region', { name });
    await gallery.getByRole('button', { name: en.common('gallery.previous') }).click();
    await expect(gallery.getByRole('button', { name: enlarge(7) })).toBeVisible();
    await expect(gallery.getByRole('img').first()).toHaveAttribute(
      'alt',
      en.page('cnc-laser', 'views.bevel', { name }),
    );
    await gallery.getByRole('button', { name: en.common('gallery.next') }).click();
    await expect(gallery.getByRole('button', { name: enlarge(1) })).toBeVisible();
    await gallery.getByRole('button', { name: enlarge(1) }).click();
    const lightbox = page.getByRole('dialog', { name });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(counter(1))).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(counter(7))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('the price request opens a chat prefilled with the product name', async ({ page }) => {
    await page.goto(`/ru/${list}/4-chuck-tube`);
    const quote = page.getByRole('link', {
      name: containing(words.ru.page('products', 'sheet.quote')),
    });
    expect(await newTabChatTextOf(quote)).toContain(machineName('ru', 'fourChuckTube'));
  });

  test('show no manufacturer or drawing link until a real address is configured', async ({
    page,
  }) => {
    for (const id of ['single-platform', '3-chuck-tube', 'automatic-coil']) {
      await page.goto(`/en/${list}/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('link', { name: en.page('products', 'sheet.manufacturer') }),
      ).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: en.page('products', 'sheet.drawing') }),
      ).toHaveCount(0);
    }
  });

  for (const [alias, canonical, machine] of [
    ['three-chuck-tube', '3-chuck-tube', 'threeChuckTube'],
    ['h-profile', 'h-beam-laser', 'hBeamLaser'],
  ] as const) {
    test(`${alias} lands on the canonical ${canonical} page, replacing the history entry`, async ({
      page,
    }) => {
      await page.goto(`/az/${list}`);
      await page.goto(`/az/${list}/${alias}`);
      await expect(page).toHaveURL(`/az/${list}/${canonical}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(machineName('az', machine));
      await page.goBack();
      await expect(page).toHaveURL(`/az/${list}`);
    });
  }

  test('an unknown machine shows the localized not-found page', async ({ page }) => {
    await page.goto(`/ru/${list}/plasma-9000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.ru.common('notFound.title'),
    );
    await page.goto(`/en/${list}/single-platform/drawings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.common('notFound.title'));
  });
});
