import type { Locator, Page } from '@playwright/test';
import type { Language } from '@site/shared/i18n/languages';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';
import { containing, words } from '../support/words';

const en = words.en;

/** A pattern that matches a text that begins with the words (the old `/^Cutting:/`). */
const startingWith = (text: string): RegExp => new RegExp(`^${containing(text).source}`);

/** The caption of one metal-processing photo: "Cutting: fibre laser up to 25 mm, ...". */
const processingCaption = (photo: string) =>
  en.page('metal-processing', `photos.items.${photo}.caption`);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 });
// "Enlarge: {{name}}" without the name: the words every photo button's name begins with.
const enlargePrefix = en.common('gallery.enlargeNamed', { name: '' }).trim();
const photoButtons = (section: Locator) =>
  section.getByRole('button', { name: startingWith(enlargePrefix) });

test.describe('unknown service pages', () => {
  test('an unknown page below /services shows the localized not-found page', async ({ page }) => {
    await page.goto('/ru/services/no-such-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.ru.common('notFound.title'),
    );
    await page.goto('/tr/services/metal-processing/extra');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.tr.common('notFound.title'),
    );
  });
});

test.describe('what each service page holds', () => {
  test('metal processing: six captioned photos', async ({ page }) => {
    await page.goto('/en/services/metal-processing');
    const grid = page.getByRole('list', { name: en.page('metal-processing', 'photos.title') });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(photoButtons(grid)).toHaveCount(6);
    await expect(grid.getByRole('paragraph')).toHaveText(
      ['cutting', 'welding', 'bending', 'assembly', 'surface', 'quality'].map((photo) =>
        startingWith(processingCaption(photo)),
      ),
    );
  });

  test('rebar, formwork and concrete: hero, 12 photos in 4 stages, 4 features, 4 steps', async ({
    page,
  }) => {
    const rebar = (key: string) => en.page('rebar-formwork-concrete', key);
    await page.goto('/en/services/rebar-formwork-concrete');
    await expect(page.getByRole('main').getByRole('definition')).toHaveCount(3);
    const gallery = region(page, rebar('gallery.title'));
    const stages = ['rebar', 'formwork', 'pouring', 'finishing'].map((stage) =>
      rebar(`gallery.stages.${stage}.title`),
    );
    await expect(cardTitles(gallery)).toHaveText(stages);
    for (const stage of stages) {
      await expect(photoButtons(region(page, stage))).toHaveCount(3);
    }
    await expect(photoButtons(gallery)).toHaveCount(12);
    await expect(cardTitles(region(page, rebar('features.title')))).toHaveCount(4);
    await expect(region(page, rebar('process.title')).getByRole('listitem')).toHaveCount(4);
    await expect(
      region(page, rebar('cta.title')).getByRole('link', {
        name: rebar('cta.button'),
      }),
    ).toHaveAttribute('href', '/en/contact');
  });

  test('metal construction: ten work sections with photos, six features, four steps', async ({
    page,
  }) => {
    const construction = (key: string) => en.page('metal-construction', key);
    await page.goto('/en/services/metal-construction');
    const works = region(page, construction('works.title'));
    await expect(works.getByRole('listitem')).toHaveCount(10);
    await expect(photoButtons(works)).toHaveCount(10);
    await expect(cardTitles(works)).toHaveCount(10);
    await expect(cardTitles(region(page, construction('features.title')))).toHaveCount(6);
    await expect(region(page, construction('process.title')).getByRole('listitem')).toHaveCount(4);
    const cta = region(page, construction('cta.title'));
    expect(
      await newTabChatTextOf(cta.getByRole('link', { name: containing(construction('cta.chat')) })),
    ).toBe(construction('cta.message'));
    await expect(cta.getByRole('link', { name: construction('cta.contact') })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  test('industrial maintenance: 4 photo areas, 4 service cards, 4 benefits', async ({ page }) => {
    const maintenance = (key: string) => en.page('industrial-maintenance', key);
    await page.goto('/en/services/industrial-maintenance');
    const areas = region(page, maintenance('areas.title'));
    await expect(cardTitles(areas)).toHaveText(
      ['laser', 'cnc', 'plasma', 'latheMilling'].map((area) =>
        maintenance(`areas.items.${area}.title`),
      ),
    );
    await expect(photoButtons(areas)).toHaveCount(4);
    await expect(cardTitles(region(page, maintenance('services.title')))).toHaveCount(4);
    const benefits = region(page, maintenance('benefits.title'));
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await expect(cardTitles(benefits).first()).toHaveText(
      maintenance('benefits.items.efficiency.title'),
    );
  });

  test('project design: 6 service cards, 6 numbered advantages, 4 steps', async ({ page }) => {
    const design = (key: string) => en.page('project-design', key);
    await page.goto('/en/services/project-design');
    await expect(cardTitles(region(page, design('services.title')))).toHaveCount(6);
    const advantages = region(page, design('advantages.title')).getByRole('listitem');
    await expect(advantages).toHaveCount(6);
    await expect(advantages.first()).toContainText('01');
    await expect(advantages.last()).toContainText('06');
    await expect(region(page, design('process.title')).getByRole('listitem')).toHaveCount(4);
  });

  for (const { path, folder } of [
    { path: 'services/tower-installation', folder: 'tower-installation' },
    { path: 'services/facade-covering', folder: 'facade-covering' },
    { path: 'services/building-assembly', folder: 'building-assembly' },
  ]) {
    test(`${path}: 6 services, 4 advantages, a call and an e-mail button`, async ({ page }) => {
      await page.goto(`/en/${path}`);
      await expect(cardTitles(region(page, en.page(folder, 'services.title')))).toHaveCount(6);
      await expect(
        region(page, en.page(folder, 'advantages.title')).getByRole('listitem'),
      ).toHaveCount(4);
      const closing = region(page, en.page(folder, 'cta.title'));
      await expect(
        closing.getByRole('link', { name: containing(en.page('services', 'common.callButton')) }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await closing.getByRole('link', { name: en.page('services', 'common.emailButton') }).click();
      await expect(page).toHaveURL('/en/contact');
    });
  }
});

test.describe('chat buttons', () => {
  /** A chat button's label and the message it opens the chat with, from a page's words. */
  const chat = (language: Language, folder: string, button: string) => ({
    button: containing(words[language].page(folder, button)),
    text: words[language].page(folder, 'cta.message'),
  });
  // The field-service pages share the services section's call button.
  const fieldChat = (language: Language, folder: string) => ({
    button: containing(words[language].page('services', 'common.callButton')),
    text: words[language].page(folder, 'cta.message'),
  });
  const chats: readonly { path: string; language: Language; button: RegExp; text: string }[] = [
    {
      path: 'services/metal-processing',
      language: 'az',
      ...chat('az', 'metal-processing', 'cta.button'),
    },
    {
      path: 'services/metal-construction',
      language: 'ru',
      ...chat('ru', 'metal-construction', 'cta.chat'),
    },
    {
      path: 'services/industrial-maintenance',
      language: 'tr',
      ...chat('tr', 'industrial-maintenance', 'cta.button'),
    },
    {
      path: 'services/project-design',
      language: 'en',
      ...chat('en', 'project-design', 'cta.button'),
    },
    {
      path: 'services/tower-installation',
      language: 'az',
      ...fieldChat('az', 'tower-installation'),
    },
    {
      path: 'services/facade-covering',
      language: 'ru',
      ...fieldChat('ru', 'facade-covering'),
    },
    {
      path: 'services/building-assembly',
      language: 'tr',
      ...fieldChat('tr', 'building-assembly'),
    },
  ];

  for (const { path, language, button, text } of chats) {
    test(`/${language}/${path} opens a chat prefilled in ${language}`, async ({ page }) => {
      await page.goto(`/${language}/${path}`);
      expect(await newTabChatTextOf(page.getByRole('link', { name: button }))).toBe(text);
    });
  }
});

test.describe('lightbox on the metal processing photos', () => {
  const firstAlt = en.common('gallery.enlargeNamed', {
    name: en.page('metal-processing', 'photos.items.cutting.alt'),
  });
  const gridLabel = en.page('metal-processing', 'photos.title');
  const counter = (index: number) => en.common('lightbox.counter', { index, total: 6 });
  const next = en.common('lightbox.next');
  const previous = en.common('lightbox.previous');
  const close = en.common('lightbox.close');

  async function openFirst(page: Page) {
    await page.goto('/en/services/metal-processing');
    await page.getByRole('button', { name: firstAlt }).click();
    const dialog = page.getByRole('dialog', { name: gridLabel });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('works with the mouse: photo, next, previous, close button and backdrop', async ({
    page,
  }) => {
    const dialog = await openFirst(page);
    await expect(dialog.getByText(counter(1))).toBeVisible();
    await expect(dialog.getByText(startingWith(processingCaption('cutting')))).toBeVisible();
    await dialog.getByRole('button', { name: next }).click();
    await expect(dialog.getByText(counter(2))).toBeVisible();
    await expect(dialog.getByText(startingWith(processingCaption('welding')))).toBeVisible();
    await dialog.getByRole('button', { name: previous }).click();
    await dialog.getByRole('button', { name: previous }).click();
    await expect(dialog.getByText(counter(6))).toBeVisible();
    await dialog.getByRole('button', { name: next }).click();
    await expect(dialog.getByText(counter(1))).toBeVisible();
    await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: firstAlt }).click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toBeHidden();
  });

  test('works with the keyboard: Enter, arrows that wrap, Escape and focus back', async ({
    page,
  }) => {
    await page.goto('/en/services/metal-processing');
    const photo = page.getByRole('button', { name: firstAlt });
    await photo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: gridLabel });
    await expect(dialog.getByText(counter(1))).toBeVisible();
    await expect(dialog.getByRole('button', { name: close })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(counter(6))).toBeVisible();
    await expect(dialog.getByText(startingWith(processingCaption('quality')))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(counter(1))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(counter(2))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('swipes over 50 px turn the page, shorter ones do not', async ({ page }) => {
      const dialog = await openFirst(page);
      const figure = dialog.locator('figure');
      const swipe = async (from: number, to: number) => {
        await figure.dispatchEvent('touchstart', {
          touches: [{ identifier: 1, clientX: from, clientY: 300 }],
        });
        await figure.dispatchEvent('touchend', {
          changedTouches: [{ identifier: 1, clientX: to, clientY: 300 }],
        });
      };
      await swipe(400, 300);
      await expect(dialog.getByText(counter(2))).toBeVisible();
      await swipe(300, 340);
      await expect(dialog.getByText(counter(2))).toBeVisible();
      await swipe(300, 420);
      await expect(dialog.getByText(counter(1))).toBeVisible();
      await swipe(300, 420);
      await expect(dialog.getByText(counter(6))).toBeVisible();
    });
  });
});

test.describe('links into the services section', () => {
  // The service pages' menu labels (navigation.json keys), in the menus' order.
  const listed = [
    'metalProcessing',
    'metalConstruction',
    'rebarFormworkConcrete',
    'industrialMaintenance',
    'projectDesign',
    'towerInstallation',
    'facadeCovering',
    'buildingAssembly',
  ];

  test('the header Services dropdown lists every service page', async ({ page }) => {
    await page.goto('/en');
    const toggle = page
      .getByRole('navigation', { name: en.shell('header.primaryNav') })
      .getByRole('button', {
        name: en.shell('nav.showPages', { section: en.navigation('services', 'services') }),
      });
    await toggle.click();
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText(
      ['index', ...listed].map((key) => en.navigation('services', key)),
    );
    await menu.getByRole('link', { name: en.navigation('services', 'towerInstallation') }).click();
    await expect(page).toHaveURL('/en/services/tower-installation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('tower-installation', 'hero.title'),
    );
  });

  test('the footer lists every service page', async ({ page }) => {
    const az = words.az;
    await page.goto('/az');
    const footer = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: az.navigation('services', 'services') });
    await expect(footer.getByRole('link')).toHaveCount(listed.length + 1);
    await expect(
      footer.getByRole('link', { name: az.navigation('services', 'facadeCovering') }),
    ).toHaveAttribute('href', '/az/services/facade-covering');
  });

  test('the home page and the overview lead to service pages that exist', async ({ page }) => {
    const linkedFrom = async (start: string) => {
      await page.goto(start);
      const links = page.getByRole('main').locator('a[href^="/en/services/"]');
      await expect(links.first()).toBeVisible();
      return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    };
    const fromHome = await linkedFrom('/en');
    expect(fromHome).toEqual([
      '/en/services/metal-processing',
      '/en/services/building-assembly',
      '/en/services/metal-construction',
      '/en/services/industrial-maintenance',
    ]);
    const fromOverview = await linkedFrom('/en/services');
    // Every service the menu lists: the spec's six, and the two the old overview left out.
    expect(fromOverview).toEqual([
      '/en/services/metal-construction',
      '/en/services/metal-processing',
      '/en/services/rebar-formwork-concrete',
      '/en/services/project-design',
      '/en/services/industrial-maintenance',
      '/en/services/tower-installation',
      '/en/services/facade-covering',
      '/en/services/building-assembly',
    ]);
    for (const target of new Set([...fromHome, ...fromOverview])) {
      const expected = pageHeadings.get(target.replace(/^\/en\//, ''));
      expect(expected, target).toBeDefined();
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected?.en ?? '');
    }
  });
});
