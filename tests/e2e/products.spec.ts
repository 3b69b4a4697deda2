import type { Page } from '@playwright/test';
import type { Language } from '@site/shared/i18n/languages';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { languages } from '../support/site';
import { containing, contentFile, words } from '../support/words';

const sheet = (page: Page, name: string) => page.getByRole('article', { name });

/** A figure of a machine sheet as the content states it (`@site/shared/format/amount`). */
interface Figure {
  value: number;
  values: readonly number[];
  from: number;
  to: number;
  sides: readonly number[];
}

/**
 * A machine's model and figures from its page's content (`products-mfe/content/<page>/machines.json`),
 * which staff change in the editor; the tests write each figure as the page must show it.
 */
function machineFigures(page: string, machine: string) {
  const file = `products-mfe/content/${page}/machines.json`;
  const sheets =
    contentFile<Record<string, { model: string; specifications: Record<string, Figure> }>>(file);
  const own = sheets[machine];
  if (!own) throw new Error(`${file} has no machine "${machine}"`);
  return {
    model: own.model,
    figure(name: string): Figure {
      const figure = own.specifications[name];
      if (!figure) throw new Error(`${file} gives ${machine} no figure "${name}"`);
      return figure;
    },
  };
}

/** Stands for the image number a pattern leaves open. */
const anyIndex = '\u0000';

/** A gallery's thumbnail buttons ("Image 3 of 9"), whatever the image: one digit, anchored. */
const thumbnail = (total: number) =>
  new RegExp(
    `^${containing(words.en.common('gallery.show', { index: anyIndex, total })).source.replace(anyIndex, '\\d')}$`,
  );

const rating = (value: number | string) => words.en.common('rating.label', { value, max: 5 });

test.describe('catalogue', () => {
  const en = words.en;

  test('shows eight lines, three coming soon, each with at most three features', async ({
    page,
  }) => {
    await page.goto('/en/products');
    const cards = page.getByRole('region', { name: en.page('products', 'catalog.title') });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      [
        'cncLaser',
        'welding',
        'cutting',
        'latheMill',
        'consumables',
        'compressors',
        'scales',
        'generators',
      ].map((line) => en.page('products', `categories.${line}.name`)),
    );
    await expect(
      cards.getByText(en.page('products', 'catalog.comingSoon'), { exact: true }),
    ).toHaveCount(3);
    const scalesName = en.page('products', 'categories.scales.name');
    const scales = cards.getByRole('listitem').filter({ has: page.getByText(scalesName) });
    await expect(scales.getByRole('listitem')).toHaveCount(3);
    await expect(scales).toContainText(
      `${en.page('products', 'catalog.featureCount', { count: 4 })} · ${en.page('products', 'catalog.moreFeatures', { count: 1 })}`,
    );
    await scales
      .getByRole('link', { name: containing(en.page('products', 'catalog.preview')) })
      .click();
    await expect(page).toHaveURL('/en/products/industrial-scales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(scalesName);
  });

  test('lists the product pages in the header dropdown and the footer', async ({ page }) => {
    const tr = words.tr;
    await page.goto('/tr');
    const nav = page.getByRole('navigation', { name: tr.shell('header.primaryNav') });
    await nav
      .getByRole('button', { name: containing(tr.navigation('products', 'products')) })
      .click();
    for (const [line, path] of [
      ['welding', 'products/welding-machines'],
      ['cutting', 'products/cutting-machines'],
      ['latheMill', 'products/torna-freze'],
      ['consumables', 'products/consumables'],
      ['compressors', 'products/compressors'],
      ['scales', 'products/industrial-scales'],
      ['generators', 'products/generators'],
    ] as const) {
      const name = tr.navigation('products', line);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/tr/${path}`,
      );
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name, exact: true }),
      ).toHaveAttribute('href', `/tr/${path}`);
    }
    await nav
      .getByRole('link', { name: tr.navigation('products', 'consumables'), exact: true })
      .click();
    await expect(page).toHaveURL('/tr/products/consumables');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      tr.page('consumables', 'title'),
    );
  });
});

test.describe('welding machines', () => {
  const en = words.en;
  const welding = (key: string) => en.page('welding-machines', key);

  test('lists three machines, each linking to its page', async ({ page }) => {
    await page.goto('/az/products/welding-machines');
    const links = page.getByRole('link', {
      name: containing(words.az.page('welding-machines', 'welding.view')),
    });
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
      [
        'az',
        new RegExp(
          `^${containing(words.az.common('rating.label', { value: '4,8', max: 5 })).source}`,
        ),
      ],
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
    const handheld = machineFigures('welding-machines', 'handheld');
    const machine = sheet(page, welding('handheld.name'));
    await expect(machine.getByText(handheld.model)).toBeVisible();
    await expect(machine.getByRole('img', { name: rating('4.8') })).toBeVisible();
    await expect(machine.getByRole('button', { name: thumbnail(9) })).toHaveCount(9);
    const label = (name: string) => welding(`handheld.specs.${name}.label`);
    const range = (name: string) => {
      const { from, to } = handheld.figure(name);
      return `${from}–${to}`;
    };
    for (const row of [
      `${label('power')} ${handheld.figure('power').values.join(' / ')} W`,
      `${label('wavelength')} ${handheld.figure('wavelength').value} nm`,
      `${label('thickness')} ${range('thickness')} mm`,
      `${label('speed')} ${range('speed')} mm/s`,
      `${label('distance')} ${handheld.figure('distance').value} m`,
    ]) {
      await expect(machine.getByRole('row', { name: row })).toBeVisible();
    }
    const models = page.getByRole('table', { name: welding('handheld.models.title') });
    await expect(models.getByRole('rowheader')).toHaveText(['HLW-1000', 'HLW-1500', 'HLW-2000']);
    await expect(
      page.getByRole('link', { name: containing(welding('welding.back')) }),
    ).toHaveAttribute('href', '/en/products/welding-machines');
  });

  test('wraps the gallery both ways and opens the lightbox from the main image', async ({
    page,
  }) => {
    await page.goto('/en/products/welding-machines/handheld-laser-welding');
    const counter = (index: number) => en.common('lightbox.counter', { index, total: 9 });
    const machine = sheet(page, welding('handheld.name'));
    await machine.getByRole('button', { name: en.common('gallery.previous') }).click();
    await expect(machine.getByText(counter(9), { exact: true })).toBeVisible();
    await expect(
      machine.getByRole('img', { name: welding('handheld.images.training') }),
    ).toBeVisible();
    await machine.getByRole('button', { name: en.common('gallery.next') }).click();
    await expect(machine.getByText(counter(1), { exact: true })).toBeVisible();
    await machine
      .getByRole('button', { name: en.common('gallery.enlarge', { index: 1, total: 9 }) })
      .click();
    const lightbox = page.getByRole('dialog', { name: welding('handheld.name') });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(counter(9), { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(counter(1), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('prefills the price request and the sample-welds chat', async ({ page }) => {
    const ru = words.ru;
    await page.goto('/ru/products/welding-machines/handheld-laser-welding');
    const name = ru.page('welding-machines', 'handheld.name');
    const { model } = machineFigures('welding-machines', 'handheld');
    expect(
      await newTabChatTextOf(
        page.getByRole('link', { name: containing(ru.page('products', 'sheet.quote')) }),
      ),
    ).toBe(ru.page('products', 'sheet.quoteMessage', { name, model }));
    expect(
      await newTabChatTextOf(
        page.getByRole('link', {
          name: containing(ru.page('welding-machines', 'handheld.contact.chat')),
        }),
      ),
    ).toBe(ru.page('welding-machines', 'handheld.contact.message'));
  });

  test('gives MIG/MAG and TIG a short page with a special-solutions note', async ({ page }) => {
    await page.goto('/en/products/welding-machines/tig-welding');
    await expect(
      page.getByRole('complementary', { name: welding('weldingPlaceholder.noteTitle') }),
    ).toContainText(welding('tig.note'));
    expect(
      await newTabChatTextOf(
        page.getByRole('link', { name: containing(welding('weldingPlaceholder.chat')) }),
      ),
    ).toBe(welding('tig.message'));
    await page.getByRole('link', { name: containing(welding('welding.back')) }).click();
    await expect(page).toHaveURL('/en/products/welding-machines');
  });
});

test.describe('lathes, mills and cutting machines', () => {
  const en = words.en;
  const quote = containing(en.page('products', 'sheet.quote'));

  test('show two machine sheets of lathes and mills, rated 5, with galleries', async ({ page }) => {
    await page.goto('/en/products/torna-freze');
    await expect(page.getByRole('article')).toHaveCount(2);
    const lathe = machineFigures('torna-freze', 'lathe');
    const mill = machineFigures('torna-freze', 'milling');
    for (const [name, model, row] of [
      [
        en.page('torna-freze', 'lathe.name'),
        lathe.model,
        `${en.page('torna-freze', 'lathe.specs.bore.label')} ${lathe.figure('bore').value} mm`,
      ],
      [
        en.page('torna-freze', 'milling.name'),
        mill.model,
        `${en.page('torna-freze', 'milling.specs.table.label')} ${mill.figure('table').sides.join(' × ')} mm`,
      ],
    ] as const) {
      const machine = sheet(page, name);
      await expect(machine.getByText(model, { exact: true })).toBeVisible();
      await expect(machine.getByRole('img', { name: rating(5) })).toBeVisible();
      await expect(machine.getByRole('button', { name: thumbnail(4) })).toHaveCount(4);
      await expect(machine.getByRole('row', { name: row })).toBeVisible();
      await expect(machine.getByRole('link', { name: quote })).toBeVisible();
    }
  });

  test('wrap the lathe gallery forward from the last image to the first', async ({ page }) => {
    await page.goto('/en/products/torna-freze');
    const counter = (index: number) => en.common('lightbox.counter', { index, total: 4 });
    const next = en.common('gallery.next');
    const lathe = sheet(page, en.page('torna-freze', 'lathe.name'));
    for (let step = 0; step < 3; step += 1) {
      await lathe.getByRole('button', { name: next }).click();
    }
    await expect(lathe.getByText(counter(4), { exact: true })).toBeVisible();
    await lathe.getByRole('button', { name: next }).click();
    await expect(lathe.getByText(counter(1), { exact: true })).toBeVisible();
    await lathe
      .getByRole('button', { name: en.common('gallery.show', { index: 3, total: 4 }) })
      .click();
    await expect(
      lathe.getByRole('img', { name: en.page('torna-freze', 'lathe.images.gearbox') }),
    ).toBeVisible();
  });

  test('show the guillotine shear and the plasma cutter, and name oxy-fuel cutting', async ({
    page,
  }) => {
    await page.goto('/en/products/cutting-machines');
    await expect(page.getByRole('article')).toHaveCount(2);
    const cutting = (key: string) => en.page('cutting-machines', key);
    const guillotine = machineFigures('cutting-machines', 'guillotine');
    const plasmaCutter = machineFigures('cutting-machines', 'plasma');
    const shear = sheet(page, cutting('guillotine.name'));
    await expect(shear.getByRole('img', { name: rating(5) })).toBeVisible();
    await expect(
      shear.getByRole('row', {
        name: `${cutting('guillotine.specs.length.label')} ${guillotine.figure('length').value} mm`,
      }),
    ).toBeVisible();
    const plasma = sheet(page, cutting('plasma.name'));
    await expect(plasma.getByRole('img', { name: rating(5) })).toBeVisible();
    await expect(
      plasma.getByRole('row', {
        name: `${cutting('plasma.specs.area.label')} ${plasmaCutter.figure('area').sides.join(' × ')} mm`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: cutting('oxyFuel.title') })).toContainText(
      cutting('oxyFuel.text'),
    );
    expect(await newTabChatTextOf(plasma.getByRole('link', { name: quote }))).toBe(
      en.page('products', 'sheet.quoteMessage', {
        name: cutting('plasma.name'),
        model: plasmaCutter.model,
      }),
    );
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
    const consumables = (key: string) => words.az.page('consumables', key);
    await page.goto('/az/products/consumables');
    const cards = page.getByRole('region', { name: consumables('title') });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      ['welding', 'cutting', 'safety'].map((group) => consumables(`categories.${group}.name`)),
    );
    for (const card of await cards.locator(':scope > div > ul > li').all()) {
      await expect(card.getByRole('listitem')).toHaveCount(4);
    }
    const cutting = cards.locator(':scope > div > ul > li').nth(1);
    expect(
      await newTabChatTextOf(cutting.getByRole('link', { name: containing(consumables('ask')) })),
    ).toBe(consumables('categories.cutting.message'));
    const contact = page.getByRole('region', { name: consumables('contact.title') });
    await expect(
      contact.getByRole('link', { name: containing(consumables('contact.chat')) }),
    ).toBeVisible();
  });

  test('say each coming-soon range is being prepared and offer a chat now', async ({ page }) => {
    const en = words.en;
    for (const [path, line] of [
      ['products/compressors', 'compressors'],
      ['products/industrial-scales', 'scales'],
      ['products/generators', 'generators'],
    ] as const) {
      await page.goto(`/en/${path}`);
      await expect(page.getByText(en.page('products', `comingSoon.${line}.note`))).toBeVisible();
      expect(
        await newTabChatTextOf(
          page.getByRole('link', { name: containing(en.page('products', 'comingSoon.ask')) }),
        ),
      ).toBe(en.page('products', `comingSoon.${line}.message`));
    }
  });
});

test.describe('unknown product addresses', () => {
  for (const [path, language] of [
    ['/az/products/welding-machines/plasma-welding', 'az'],
    ['/ru/products/torna-freze/lathe', 'ru'],
    ['/en/products/no-such-line', 'en'],
  ] as const satisfies readonly (readonly [string, Language])[]) {
    test(`${path} shows the localized not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        words[language].common('notFound.title'),
      );
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});
