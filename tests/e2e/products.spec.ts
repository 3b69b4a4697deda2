import type { Page } from '@playwright/test';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { languages } from '../support/site';

const sheet = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('catalogue', () => {
  test('shows eight lines, three coming soon, each with at most three features', async ({
    page,
  }) => {
    await page.goto('/en/products');
    const cards = page.getByRole('region', { name: 'Machines and consumables for metalworking' });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'CNC laser cutting machines',
      'Welding machines',
      'Cutting machines',
      'Lathes and milling machines',
      'Consumables',
      'Compressors',
      'Industrial scales',
      'Generators',
    ]);
    await expect(cards.getByText('Coming soon', { exact: true })).toHaveCount(3);
    const scales = cards.getByRole('listitem').filter({ has: page.getByText('Industrial scales') });
    await expect(scales.getByRole('listitem')).toHaveCount(3);
    await expect(scales).toContainText('4 features · +1 more');
    await scales.getByRole('link', { name: /See what is planned/ }).click();
    await expect(page).toHaveURL('/en/products/industrial-scales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industrial scales');
  });

  test('lists the product pages in the header dropdown and the footer', async ({ page }) => {
    await page.goto('/tr');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: /Ürünler/ }).click();
    for (const [name, path] of [
      ['Kaynak makineleri', 'products/welding-machines'],
      ['Kesim makineleri', 'products/cutting-machines'],
      ['Torna ve freze tezgâhları', 'products/torna-freze'],
      ['Sarf malzemeleri', 'products/consumables'],
      ['Kompresörler', 'products/compressors'],
      ['Endüstriyel teraziler', 'products/industrial-scales'],
      ['Jeneratörler', 'products/generators'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/tr/${path}`,
      );
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name, exact: true }),
      ).toHaveAttribute('href', `/tr/${path}`);
    }
    await nav.getByRole('link', { name: 'Sarf malzemeleri', exact: true }).click();
    await expect(page).toHaveURL('/tr/products/consumables');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kaynak, kesim ve iş güvenliği için sarf malzemeleri',
    );
  });
});

test.describe('welding machines', () => {
  test('lists three machines, each linking to its page', async ({ page }) => {
    await page.goto('/az/products/welding-machines');
    const links = page.getByRole('link', { name: /Aparata baxın/ });
    await expect(links).toHaveCount(3);
    for (const [index, id] of [
      'handheld-laser-welding',
      'mig-mag-welding',
      'tig-welding',
    ].entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/az/products/welding-machines/${id}`);
    }
  });

  test('writes the rating with the decimal comma of az, tr and ru', async ({ page }) => {
    for (const [language, name] of [
      ['az', /^Reytinq: 4,8/],
      ['tr', /4,8/],
      ['ru', /4,8/],
    ] as const) {
      await page.goto(`/${language}/products/welding-machines/handheld-laser-welding`);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await expect(page.getByRole('img', { name }).first()).toBeVisible();
    }
  });

  test('shows the handheld laser welder with nine images, 4.8 stars and its specifications', async ({
    page,
  }) => {
    await page.goto('/en/products/welding-machines/handheld-laser-welding');
    const machine = sheet(page, 'Handheld laser welding machine');
    await expect(machine.getByText('HLW-1000/1500/2000')).toBeVisible();
    await expect(machine.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(machine.getByRole('button', { name: /^Image \d of 9$/ })).toHaveCount(9);
    for (const row of [
      'Laser power 1000 / 1500 / 2000 W',
      'Wavelength 1070 nm',
      'Welding thickness 0.5–4 mm',
      'Welding speed 0–120 mm/s',
      'Cable length 10 m',
    ]) {
      await expect(machine.getByRole('row', { name: row })).toBeVisible();
    }
    const models = page.getByRole('table', { name: 'Three powers, one design' });
    await expect(models.getByRole('rowheader')).toHaveText(['HLW-1000', 'HLW-1500', 'HLW-2000']);
    await expect(page.getByRole('link', { name: /All welding machines/ })).toHaveAttribute(
      'href',
      '/en/products/welding-machines',
    );
  });

  test('wraps the gallery both ways and opens the lightbox from the main image', async ({
    page,
  }) => {
    await page.goto('/en/products/welding-machines/handheld-laser-welding');
    const machine = sheet(page, 'Handheld laser welding machine');
    await machine.getByRole('button', { name: 'Previous image' }).click();
    await expect(machine.getByText('9 / 9', { exact: true })).toBeVisible();
    await expect(
      machine.getByRole('img', { name: 'An engineer training an operator at the machine' }),
    ).toBeVisible();
    await machine.getByRole('button', { name: 'Next image' }).click();
    await expect(machine.getByText('1 / 9', { exact: true })).toBeVisible();
    await machine.getByRole('button', { name: 'Enlarge image (1 / 9)' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Handheld laser welding machine' });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText('9 / 9', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('1 / 9', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('prefills the price request and the demonstration chat', async ({ page }) => {
    await page.goto('/ru/products/welding-machines/handheld-laser-welding');
    expect(await newTabChatTextOf(page.getByRole('link', { name: /Узнать цену в WhatsApp/ }))).toBe(
      'Здравствуйте! Прошу прислать цену на Ручной лазерный сварочный аппарат (HLW-1000/1500/2000).',
    );
    expect(
      await newTabChatTextOf(
        page.getByRole('link', { name: /Записаться на демонстрацию в WhatsApp/ }),
      ),
    ).toBe(
      'Здравствуйте! Хочу посмотреть демонстрацию ручного лазерного сварочного аппарата HLW на моих деталях.',
    );
  });

  test('gives MIG/MAG and TIG a short page with a special-solutions note', async ({ page }) => {
    await page.goto('/en/products/welding-machines/tig-welding');
    await expect(
      page.getByRole('complementary', { name: 'Special solutions available' }),
    ).toContainText('orbital welding');
    expect(
      await newTabChatTextOf(page.getByRole('link', { name: /Discuss your project on WhatsApp/ })),
    ).toBe(
      'Hello! I am interested in a TIG welding machine. Can we discuss a solution for our work?',
    );
    await page.getByRole('link', { name: /All welding machines/ }).click();
    await expect(page).toHaveURL('/en/products/welding-machines');
  });
});

test.describe('lathes, mills and cutting machines', () => {
  test('show two machine sheets of lathes and mills, rated 5, with galleries', async ({ page }) => {
    await page.goto('/en/products/torna-freze');
    await expect(page.getByRole('article')).toHaveCount(2);
    for (const [name, model, row] of [
      ['Universal lathe', 'UL-410/1500', 'Spindle bore 52 mm'],
      ['Universal milling machine', 'UM-1320', 'Table size 1320 × 320 mm'],
    ] as const) {
      const machine = sheet(page, name);
      await expect(machine.getByText(model, { exact: true })).toBeVisible();
      await expect(machine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(machine.getByRole('button', { name: /^Image \d of 4$/ })).toHaveCount(4);
      await expect(machine.getByRole('row', { name: row })).toBeVisible();
      await expect(machine.getByRole('link', { name: /Ask the price on WhatsApp/ })).toBeVisible();
    }
  });

  test('wrap the lathe gallery forward from the last image to the first', async ({ page }) => {
    await page.goto('/en/products/torna-freze');
    const lathe = sheet(page, 'Universal lathe');
    for (let step = 0; step < 3; step += 1) {
      await lathe.getByRole('button', { name: 'Next image' }).click();
    }
    await expect(lathe.getByText('4 / 4', { exact: true })).toBeVisible();
    await lathe.getByRole('button', { name: 'Next image' }).click();
    await expect(lathe.getByText('1 / 4', { exact: true })).toBeVisible();
    await lathe.getByRole('button', { name: 'Image 3 of 4' }).click();
    await expect(
      lathe.getByRole('img', { name: 'The quick-change gearbox for metric and inch threads' }),
    ).toBeVisible();
  });

  test('show the guillotine shear and the plasma cutter, and name oxy-fuel cutting', async ({
    page,
  }) => {
    await page.goto('/en/products/cutting-machines');
    await expect(page.getByRole('article')).toHaveCount(2);
    const shear = sheet(page, 'Hydraulic guillotine shear');
    await expect(shear.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(shear.getByRole('row', { name: 'Cutting length 3200 mm' })).toBeVisible();
    const plasma = sheet(page, 'CNC plasma cutting machine');
    await expect(plasma.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(plasma.getByRole('row', { name: 'Cutting area 3000 × 1500 mm' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plasma or oxy-fuel?' })).toContainText(
      'oxy-fuel cutting is cheaper',
    );
    expect(
      await newTabChatTextOf(plasma.getByRole('link', { name: /Ask the price on WhatsApp/ })),
    ).toBe('Hello! I would like a price for the CNC plasma cutting machine (PC-3015).');
  });
});

test.describe('datasheets', () => {
  const withPdfs = [
    { path: 'products/torna-freze', files: ['lathe.pdf', 'milling.pdf'] },
    { path: 'products/cutting-machines', files: ['guillotine-shear.pdf', 'plasma-cutter.pdf'] },
    {
      path: 'products/welding-machines/handheld-laser-welding',
      files: ['handheld-laser-welding.pdf'],
    },
  ];
  for (const language of languages) {
    test(`download as PDF in ${language} from the remote's own folder`, async ({ page }) => {
      for (const { path, files } of withPdfs) {
        await page.goto(`/${language}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const links = page.locator('a[href$=".pdf"]');
        await expect(links).toHaveCount(files.length);
        for (const [index, file] of files.entries()) {
          const href = (await links.nth(index).getAttribute('href'))!;
          expect(new URL(href, page.url()).pathname).toBe(
            `/mfe/products/datasheets/${language}/${file}`,
          );
          const response = await page.request.get(href);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toBe('application/pdf');
          expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
      }
    });
  }
});

test.describe('consumables and coming-soon lines', () => {
  test('show three categories of four items, each with a chat that names it', async ({ page }) => {
    await page.goto('/az/products/consumables');
    const cards = page.getByRole('region', {
      name: 'Qaynaq, kəsmə və təhlükəsizlik üçün sərf materialları',
    });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Qaynaq sərf materialları',
      'Kəsmə sərf materialları',
      'Təhlükəsizlik vasitələri',
    ]);
    for (const card of await cards.locator(':scope > div > ul > li').all()) {
      await expect(card.getByRole('listitem')).toHaveCount(4);
    }
    const cutting = cards.locator(':scope > div > ul > li').nth(1);
    expect(await newTabChatTextOf(cutting.getByRole('link', { name: /Qiymətləri soruşun/ }))).toBe(
      'Salam! Kəsmə sərf materiallarının qiymətlərini öyrənmək istəyirəm: lazer linzaları, soplolar və plazma hissələri.',
    );
    const contact = page.getByRole('region', { name: 'Müntəzəm tədarükü qurun' });
    await expect(
      contact.getByRole('link', { name: /Tədarükü WhatsApp-da razılaşdırın/ }),
    ).toBeVisible();
  });

  test('say each coming-soon range is being prepared and offer a chat now', async ({ page }) => {
    for (const [path, note, message] of [
      [
        'products/compressors',
        'We are preparing our range of rotary screw compressors',
        'Hello! I am interested in an industrial compressor. What can you offer now?',
      ],
      [
        'products/industrial-scales',
        'Our industrial scales range is being prepared',
        'Hello! I need an industrial scale. What can you offer now?',
      ],
      [
        'products/generators',
        'We are preparing a range of diesel generator sets',
        'Hello! I need a diesel generator. What can you offer now?',
      ],
    ] as const) {
      await page.goto(`/en/${path}`);
      await expect(page.getByText(note)).toBeVisible();
      expect(await newTabChatTextOf(page.getByRole('link', { name: /Ask on WhatsApp/ }))).toBe(
        message,
      );
    }
  });
});

test.describe('unknown product addresses', () => {
  for (const [path, title] of [
    ['/az/products/welding-machines/plasma-welding', 'Bu səhifə tapılmadı'],
    ['/ru/products/torna-freze/lathe', 'Такой страницы нет'],
    ['/en/products/no-such-line', 'We could not find this page'],
  ] as const) {
    test(`${path} shows the localized not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});
