import type { Locator, Page } from '@playwright/test';
import type { Language } from '@site/shared/i18n/languages';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 });
const photoButtons = (section: Locator) => section.getByRole('button', { name: /^Enlarge:/ });

test.describe('unknown service pages', () => {
  test('an unknown page below /services shows the localized not-found page', async ({ page }) => {
    await page.goto('/ru/services/no-such-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
    await page.goto('/tr/services/metal-processing/extra');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfa bulunamadı');
  });
});

test.describe('what each service page holds', () => {
  test('metal processing: six captioned photos', async ({ page }) => {
    await page.goto('/en/services/metal-processing');
    const grid = page.getByRole('list', { name: 'Six operations under one roof' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(photoButtons(grid)).toHaveCount(6);
    await expect(grid.getByRole('paragraph')).toHaveText([
      /^Cutting:/,
      /^Welding:/,
      /^Bending:/,
      /^Assembly:/,
      /^Surface treatment:/,
      /^Quality control:/,
    ]);
  });

  test('rebar, formwork and concrete: hero, 12 photos in 4 stages, 4 features, 4 steps', async ({
    page,
  }) => {
    await page.goto('/en/services/rebar-formwork-concrete');
    await expect(page.getByRole('main').getByRole('definition')).toHaveCount(3);
    const gallery = region(page, 'A foundation in four stages');
    await expect(cardTitles(gallery)).toHaveText([
      'Rebar',
      'Formwork',
      'Concrete pouring',
      'Finishing',
    ]);
    for (const stage of ['Rebar', 'Formwork', 'Concrete pouring', 'Finishing']) {
      await expect(photoButtons(region(page, stage))).toHaveCount(3);
    }
    await expect(photoButtons(gallery)).toHaveCount(12);
    await expect(cardTitles(region(page, 'Why we pour the foundations as well'))).toHaveCount(4);
    await expect(region(page, 'How a foundation job runs').getByRole('listitem')).toHaveCount(4);
    await expect(
      region(page, 'Planning a foundation for a steel building?').getByRole('link', {
        name: 'Request a quote',
      }),
    ).toHaveAttribute('href', '/en/contact');
  });

  test('metal construction: ten work sections with photos, six features, four steps', async ({
    page,
  }) => {
    await page.goto('/en/services/metal-construction');
    const works = region(page, 'Ten kinds of work we take on');
    await expect(works.getByRole('listitem')).toHaveCount(10);
    await expect(photoButtons(works)).toHaveCount(10);
    await expect(cardTitles(works)).toHaveCount(10);
    await expect(cardTitles(region(page, 'What comes with every structure'))).toHaveCount(6);
    await expect(
      region(page, 'From your request to the finished frame').getByRole('listitem'),
    ).toHaveCount(4);
    const cta = region(page, 'Planning a hall, a warehouse or a platform?');
    expect(
      await newTabChatTextOf(cta.getByRole('link', { name: /Get a budget price on WhatsApp/ })),
    ).toBe('Hello! I would like a budget price for a metal construction project (steel frame).');
    await expect(cta.getByRole('link', { name: 'Send drawings by e-mail' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  test('industrial maintenance: 4 photo areas, 4 service cards, 4 benefits', async ({ page }) => {
    await page.goto('/en/services/industrial-maintenance');
    const areas = region(page, 'Equipment we look after');
    await expect(cardTitles(areas)).toHaveText([
      'Laser cutting machines',
      'CNC machining centres',
      'Plasma cutting machines',
      'Lathes and milling machines',
    ]);
    await expect(photoButtons(areas)).toHaveCount(4);
    await expect(cardTitles(region(page, 'What the service includes'))).toHaveCount(4);
    const benefits = region(page, 'What regular service gives you');
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await expect(cardTitles(benefits).first()).toHaveText('Up to 20% higher efficiency');
  });

  test('project design: 6 service cards, 6 numbered advantages, 4 steps', async ({ page }) => {
    await page.goto('/en/services/project-design');
    await expect(cardTitles(region(page, 'Design services'))).toHaveCount(6);
    const advantages = region(page, 'Six reasons to design with us').getByRole('listitem');
    await expect(advantages).toHaveCount(6);
    await expect(advantages.first()).toContainText('01');
    await expect(advantages.last()).toContainText('06');
    await expect(
      region(page, 'Four steps to a buildable design').getByRole('listitem'),
    ).toHaveCount(4);
  });

  for (const { path, services, advantages, cta } of [
    {
      path: 'services/tower-installation',
      services: 'From foundation to antenna',
      advantages: 'Why operators call us',
      cta: 'A tower to install or to inspect?',
    },
    {
      path: 'services/facade-covering',
      services: 'Cladding systems we install',
      advantages: 'Why our facades stay tight',
      cta: 'A new facade, or an old one to renew?',
    },
    {
      path: 'services/building-assembly',
      services: 'What our crews assemble',
      advantages: 'Why assembly goes faster with us',
      cta: 'A building kit waiting to go up?',
    },
  ]) {
    test(`${path}: 6 services, 4 advantages, a call and an e-mail button`, async ({ page }) => {
      await page.goto(`/en/${path}`);
      await expect(cardTitles(region(page, services))).toHaveCount(6);
      await expect(region(page, advantages).getByRole('listitem')).toHaveCount(4);
      const closing = region(page, cta);
      await expect(
        closing.getByRole('link', { name: /Call or write on WhatsApp/ }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await closing.getByRole('link', { name: 'Send us an e-mail' }).click();
      await expect(page).toHaveURL('/en/contact');
    });
  }
});

test.describe('chat buttons', () => {
  const chats: readonly { path: string; language: Language; button: RegExp; text: string }[] = [
    {
      path: 'services/metal-processing',
      language: 'az',
      button: /WhatsApp-da qiymət soruşun/,
      text: 'Salam! Çertyojum üzrə metal emalı (kəsmə, qaynaq, əymə) üçün qiymət öyrənmək istəyirəm.',
    },
    {
      path: 'services/metal-construction',
      language: 'ru',
      button: /Узнать ориентировочную цену в WhatsApp/,
      text: 'Здравствуйте! Хочу узнать ориентировочную цену проекта металлоконструкций (стальной каркас).',
    },
    {
      path: 'services/industrial-maintenance',
      language: 'tr',
      button: /WhatsApp'tan servis isteyin/,
      text: 'Merhaba! Makinemiz için endüstriyel ekipman bakımı hizmeti almak istiyoruz.',
    },
    {
      path: 'services/project-design',
      language: 'en',
      button: /Talk to a design engineer on WhatsApp/,
      text: 'Hello! I would like to order project design for a steel structure.',
    },
    {
      path: 'services/tower-installation',
      language: 'az',
      button: /WhatsApp-da zəng edin və ya yazın/,
      text: 'Salam! Qüllə quraşdırılmasını müzakirə etmək istəyirəm.',
    },
    {
      path: 'services/facade-covering',
      language: 'ru',
      button: /Позвонить или написать в WhatsApp/,
      text: 'Здравствуйте! Хочу обсудить облицовку фасада нашего здания.',
    },
    {
      path: 'services/building-assembly',
      language: 'tr',
      button: /WhatsApp'tan arayın ya da yazın/,
      text: 'Merhaba! Sahamızda bir çelik binanın montajını görüşmek istiyorum.',
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
  const firstAlt = 'Enlarge: Fibre laser head cutting a steel sheet, sparks flying under the slats';

  async function openFirst(page: Page) {
    await page.goto('/en/services/metal-processing');
    await page.getByRole('button', { name: firstAlt }).click();
    const dialog = page.getByRole('dialog', { name: 'Six operations under one roof' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('works with the mouse: photo, next, previous, close button and backdrop', async ({
    page,
  }) => {
    const dialog = await openFirst(page);
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    await expect(dialog.getByText(/^Cutting:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('2 / 6')).toBeVisible();
    await expect(dialog.getByText(/^Welding:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.getByText('6 / 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
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
    const dialog = page.getByRole('dialog', { name: 'Six operations under one roof' });
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('6 / 6')).toBeVisible();
    await expect(dialog.getByText(/^Quality control:/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('1 / 6')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 / 6')).toBeVisible();
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
      await expect(dialog.getByText('2 / 6')).toBeVisible();
      await swipe(300, 340);
      await expect(dialog.getByText('2 / 6')).toBeVisible();
      await swipe(300, 420);
      await expect(dialog.getByText('1 / 6')).toBeVisible();
      await swipe(300, 420);
      await expect(dialog.getByText('6 / 6')).toBeVisible();
    });
  });
});

test.describe('links into the services section', () => {
  const listed = [
    'Metal processing',
    'Metal construction',
    'Rebar, formwork and concrete',
    'Equipment maintenance',
    'Project design',
    'Tower installation',
    'Facade covering',
    'Building assembly',
  ];

  test('the header Services dropdown lists every service page', async ({ page }) => {
    await page.goto('/en');
    const toggle = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Show Services pages' });
    await toggle.click();
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText(['All services', ...listed]);
    await menu.getByRole('link', { name: 'Tower installation' }).click();
    await expect(page).toHaveURL('/en/services/tower-installation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Towers and masts erected plumb and on schedule',
    );
  });

  test('the footer lists every service page', async ({ page }) => {
    await page.goto('/az');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Xidmətlər' });
    await expect(footer.getByRole('link')).toHaveCount(listed.length + 1);
    await expect(footer.getByRole('link', { name: 'Fasad üzlüyü' })).toHaveAttribute(
      'href',
      '/az/services/facade-covering',
    );
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
    expect(fromOverview).toEqual([
      '/en/services/metal-construction',
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
