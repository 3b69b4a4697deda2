import type { Page } from '@playwright/test';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';

const list = 'products/cnc-laser';

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

const machineCards = (page: Page) =>
  page.getByRole('region', { name: 'Laser cutting machines' }).getByRole('heading', { level: 2 });

test.describe('CNC laser list', () => {
  test('shows ten machine cards, each with category, image, up to three features and a link', async ({
    page,
  }) => {
    await page.goto(`/en/${list}`);
    await expect(machineCards(page)).toHaveCount(10);
    const cards = page
      .getByRole('region', { name: 'Laser cutting machines' })
      .getByRole('listitem');
    const card = cards.filter({ hasText: 'Single-platform fibre laser cutting machine' });
    await expect(card.getByText('Sheet laser', { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute(
      'alt',
      'Single-platform fibre laser cutting machine: general view of the machine',
    );
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(3);
    await card.getByRole('link', { name: /Specifications and details/ }).click();
    await expect(page).toHaveURL(`/en/${list}/single-platform`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Single-platform fibre laser cutting machine',
    );
  });

  test('links the further laser systems', async ({ page }) => {
    await page.goto(`/en/${list}`);
    const more = page.getByRole('region', { name: 'More laser systems' });
    await expect(more.getByRole('heading', { level: 3 })).toHaveCount(6);
    await more.getByRole('link', { name: /High-power fibre laser cutting machine/ }).click();
    await expect(page).toHaveURL(`/en/${list}/high-power`);
  });

  test('filters by category, in the address, across a reload and a language switch', async ({
    page,
  }) => {
    await page.goto(`/en/${list}`);
    await expect(machineCards(page)).toHaveCount(10);
    await expect(page.getByText('Showing 16 machines')).toBeVisible();
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await filter.getByRole('button', { name: /Tube laser/ }).click();
    await expect(page).toHaveURL(`/en/${list}?category=tube-laser`);
    await expect(machineCards(page)).toHaveText([
      'Two-chuck tube laser cutting machine',
      'Three-chuck tube laser cutting machine',
      'Four-chuck heavy tube laser cutting machine',
    ]);
    await expect(page.getByText('Showing 5 machines')).toBeVisible();

    await page.reload();
    await expect(machineCards(page)).toHaveCount(3);
    await expect(filter.getByRole('button', { name: /Tube laser/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(`/ru/${list}?category=tube-laser`);
    await expect(
      page
        .getByRole('region', { name: 'Станки лазерной резки' })
        .getByRole('heading', { level: 2 }),
    ).toHaveCount(3);
    await expect(page.getByText('Показано 5 станков')).toBeVisible();

    await page
      .getByRole('group', { name: 'Фильтр по категориям' })
      .getByRole('button', { name: /Резка из рулона/ })
      .click();
    await expect(page).toHaveURL(`/ru/${list}?category=coil-laser`);
    await expect(page.getByText('Показан 1 станок')).toBeVisible();
    await page.getByRole('button', { name: /Все станки/ }).click();
    await expect(page).toHaveURL(`/ru/${list}`);
    await expect(page.getByText('Показано 16 станков')).toBeVisible();
  });

  test('shows every machine for an unknown category', async ({ page }) => {
    await page.goto(`/en/${list}?category=plasma`);
    await expect(machineCards(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: /All machines/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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
      await expect(page.getByRole('link', { name: /All CNC laser machines/ })).toHaveAttribute(
        'href',
        `/en/${list}`,
      );
      await expect(
        page.getByRole('button', { name: `Enlarge image (1 / ${count})` }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Image \d+ of \d+$/ })).toHaveCount(
        count > 1 ? count : 0,
      );
      await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Technical specifications' })).toBeVisible();
      await expect(page.getByRole('rowheader').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(0);
    });
  }

  test('show the sample specifications of the spec', async ({ page }) => {
    const rows: [string, string[]][] = [
      [
        'single-platform',
        [
          'Laser power 1.5–120 kW',
          'Sheet formats 3000 × 1500 – 14000 × 3100 mm',
          'Positioning accuracy ±0.05 mm',
        ],
      ],
      ['exchange-platform', ['Processing format 4000 × 2000 mm']],
      ['4-chuck-tube', ['Maximum tube diameter 660 mm', 'Maximum tube weight 3000 kg']],
      ['automatic-coil', ['Coil weight 20 t', 'Material thickness 0.1–3 mm', 'Coil width 1500 mm']],
      ['automatic-feeding', ['Raw tube length 3000–7000 mm', 'Maximum bundle weight 500 kg']],
    ];
    for (const [id, expected] of rows) {
      await page.goto(`/en/${list}/${id}`);
      for (const row of expected) {
        await expect(page.getByRole('row', { name: row, exact: true })).toBeVisible();
      }
    }
  });

  test('write figures and units in the page language', async ({ page }) => {
    const rows: [string, string[]][] = [
      ['ru', ['Мощность лазера 1,5–120 кВт', 'Точность позиционирования ±0,05 мм']],
      ['az', ['Lazer gücü 1,5–120 kVt', 'Elektrik təchizatı 380 V, 50 Hs']],
      ['tr', ['Azami hareket hızı 120 m/dk']],
    ];
    for (const [language, expected] of rows) {
      await page.goto(`/${language}/${list}/single-platform`);
      for (const row of expected) {
        await expect(page.getByRole('row', { name: row, exact: true })).toBeVisible();
      }
    }
  });

  test('large-format shows its category badge', async ({ page }) => {
    await page.goto(`/tr/${list}/large-format`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Büyük formatlı fiber lazer kesim makinesi',
    );
    await expect(page.getByRole('article').getByText('Sac lazeri', { exact: true })).toBeVisible();
  });

  test('the gallery wraps both ways and the main image opens the lightbox', async ({ page }) => {
    await page.goto(`/en/${list}/h-beam-laser`);
    const gallery = page.getByRole('region', { name: 'H-beam and profile laser cutting line' });
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(gallery.getByRole('button', { name: 'Enlarge image (7 / 7)' })).toBeVisible();
    await expect(gallery.getByRole('img').first()).toHaveAttribute(
      'alt',
      'H-beam and profile laser cutting line: bevelled edges ready for welding',
    );
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByRole('button', { name: 'Enlarge image (1 / 7)' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Enlarge image (1 / 7)' }).click();
    const lightbox = page.getByRole('dialog', { name: 'H-beam and profile laser cutting line' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('1 / 7')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText('7 / 7')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('the price request opens a chat prefilled with the product name', async ({ page }) => {
    await page.goto(`/ru/${list}/4-chuck-tube`);
    const quote = page.getByRole('link', { name: /Узнать цену в WhatsApp/ });
    expect(await newTabChatTextOf(quote)).toContain(
      'Четырёхпатронный станок лазерной резки тяжёлых труб',
    );
  });

  test('show no manufacturer or drawing link until a real address is configured', async ({
    page,
  }) => {
    for (const id of ['single-platform', '3-chuck-tube', 'automatic-coil']) {
      await page.goto(`/en/${list}/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: "Manufacturer's product page" })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Technical drawing' })).toHaveCount(0);
    }
  });

  for (const [alias, canonical, h1] of [
    ['three-chuck-tube', '3-chuck-tube', 'Üç patronlu boru lazer kəsmə dəzgahı'],
    ['h-profile', 'h-beam-laser', 'H-tir və profil lazer kəsmə xətti'],
  ] as const) {
    test(`${alias} lands on the canonical ${canonical} page, replacing the history entry`, async ({
      page,
    }) => {
      await page.goto(`/az/${list}`);
      await page.goto(`/az/${list}/${alias}`);
      await expect(page).toHaveURL(`/az/${list}/${canonical}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await page.goBack();
      await expect(page).toHaveURL(`/az/${list}`);
    });
  }

  test('an unknown machine shows the localized not-found page', async ({ page }) => {
    await page.goto(`/ru/${list}/plasma-9000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
    await page.goto(`/en/${list}/single-platform/drawings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this page');
  });
});
