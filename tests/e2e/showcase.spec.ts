import type { Locator, Page } from '@playwright/test';
import type { CompanyFacts } from '@site/shared/content/schemas/company';
import type { Partners } from '@site/shared/content/schemas/partners';
import type { Projects } from '@site/shared/content/schemas/projects';
import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from '../support/fixtures';
import { company, containing, contentFile, words, type Words } from '../support/words';

const { az, tr, en, ru } = words;
const facts = contentFile<CompanyFacts>('shared/content/company.json');
const { projects } = contentFile<Projects>('showcase-mfe/content/projects.json');
const partners = contentFile<Partners>('showcase-mfe/content/partners.json');

// No test may reach the internet: the map frame and the chat window get small local answers.
test.beforeEach(async ({ context }) => {
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><p>Map of Baku</p>',
    }),
  );
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title>' }),
  );
});

test.describe('showcase pages', () => {
  test('an unknown path below a showcase page shows the localized not-found page', async ({
    page,
  }) => {
    await page.goto('/en/projects/no-such-project');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.common('notFound.title'));
  });

  test("the header's Sectors item opens the sectors page", async ({ page }) => {
    await page.goto('/tr');
    await page
      .getByRole('navigation', { name: tr.shell('header.primaryNav') })
      .getByRole('link', { name: tr.navigation('showcase', 'sectors'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/tr\/sectors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr.page('sectors', 'title'));
  });
});

const photoGrid = (page: Page, w: Words = en) =>
  page.getByRole('list', { name: w.page('projects', 'gallery.title') });
const photos = (page: Page) => photoGrid(page).getByRole('button');
const lightbox = (page: Page, w: Words = en) =>
  page.getByRole('dialog', { name: w.page('projects', 'gallery.title') });
const counter = (dialog: Locator) => dialog.locator('figcaption [aria-live]');
/** The lightbox counter's text: "1 / 51". */
const position = (index: number, total: number, w: Words = en) =>
  w.common('lightbox.counter', { index, total });
/** A sector filter's link as the page names it: "Energy (13)". */
const filterName = (category: string, count: number, w: Words = en) =>
  w.page('projects', 'filter.option', {
    label: w.page('projects', `categories.${category}`),
    count,
  });

/** A real finger on the touch screen, from x = `from` to x = `to` pixels inside `target`. */
async function swipe(page: Page, target: Locator, from: number, to: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y }],
    });
  await touch('touchStart', from);
  await touch('touchMove', (from + to) / 2);
  await touch('touchMove', to);
  await touch('touchEnd', to);
  await cdp.detach();
}

test.describe('projects gallery', () => {
  test('shows 51 photos and filters 13, 13, 13 and 12 with the filter in the address', async ({
    page,
  }) => {
    await page.goto('/en/projects');
    await expect(photos(page)).toHaveCount(51);
    const filters = page.getByRole('navigation', { name: en.page('projects', 'filter.label') });
    const expected = [
      ['industrial', 13],
      ['construction', 13],
      ['energy', 13],
      ['infrastructure', 12],
    ] as const;
    for (const [category, count] of expected) {
      const name = filterName(category, count);
      await filters.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/en/projects\\?category=${category}$`));
      await expect(photos(page)).toHaveCount(count);
      await expect(filters.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
    }
    await filters.getByRole('link', { name: filterName('all', 51) }).click();
    await expect(page).toHaveURL(/\/en\/projects$/);
    await expect(photos(page)).toHaveCount(51);
  });

  test('opens a filtered address directly and treats an unknown category as all', async ({
    page,
  }) => {
    await page.goto('/az/projects?category=infrastructure');
    await expect(photoGrid(page, az).getByRole('button')).toHaveCount(12);
    await page.goto('/az/projects?category=cycling');
    await expect(photoGrid(page, az).getByRole('button')).toHaveCount(51);
    await expect(page.getByRole('link', { name: filterName('all', 51, az) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('opens the lightbox by click and steps with the keys, wrapping both ways', async ({
    page,
  }) => {
    await page.goto('/en/projects');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox(page)).toHaveCount(0);
    const first = photos(page).first();
    await first.click();
    const dialog = lightbox(page);
    await expect(counter(dialog)).toHaveText(position(1, 51));
    await expect(dialog.getByRole('button', { name: en.common('lightbox.close') })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(dialog)).toHaveText(position(51, 51));
    await page.keyboard.press('ArrowRight');
    await expect(counter(dialog)).toHaveText(position(1, 51));
    await dialog.getByRole('button', { name: en.common('lightbox.next') }).click();
    await expect(counter(dialog)).toHaveText(position(2, 51));
    await dialog.getByRole('button', { name: en.common('lightbox.previous') }).click();
    await dialog.getByRole('button', { name: en.common('lightbox.previous') }).click();
    await expect(counter(dialog)).toHaveText(position(51, 51));
    await dialog.getByRole('button', { name: en.common('lightbox.next') }).click();
    await expect(counter(dialog)).toHaveText(position(1, 51));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('closes from the backdrop and the close button', async ({ page }) => {
    await page.goto('/en/projects');
    await photos(page).nth(4).click();
    await expect(counter(lightbox(page))).toHaveText(position(5, 51));
    await lightbox(page).click({ position: { x: 5, y: 5 } });
    await expect(lightbox(page)).toHaveCount(0);
    await photos(page).nth(4).click();
    await lightbox(page)
      .getByRole('button', { name: en.common('lightbox.close') })
      .click();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(photos(page).nth(4)).toBeFocused();
  });

  test('counts over the filtered photos and wraps from the last to the first', async ({ page }) => {
    await page.goto('/ru/projects?category=energy');
    await photoGrid(page, ru).getByRole('button').last().click();
    const dialog = lightbox(page, ru);
    await expect(counter(dialog)).toHaveText(position(13, 13, ru));
    await page.keyboard.press('ArrowRight');
    await expect(counter(dialog)).toHaveText(position(1, 13, ru));
    // The first energy photo is the third of the gallery, the drawing project-03.
    const project = projects.find((entry) => entry.drawings?.includes('project-03'))!;
    await expect(dialog.getByRole('img')).toHaveAccessibleName(
      ru.page('projects', 'photo.alt', {
        title: project.title.ru,
        location: project.location.ru,
        n: 3,
      }),
    );
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a swipe over 50 px turns the page, a shorter one does not', async ({ page }) => {
      await page.goto('/en/projects');
      await photos(page).nth(50).click();
      const dialog = lightbox(page);
      await expect(counter(dialog)).toHaveText(position(51, 51));
      const figure = dialog.locator('figure');
      await swipe(page, figure, 300, 200);
      await expect(counter(dialog)).toHaveText(position(1, 51));
      await swipe(page, figure, 100, 260);
      await expect(counter(dialog)).toHaveText(position(51, 51));
      await swipe(page, figure, 100, 260);
      await expect(counter(dialog)).toHaveText(position(50, 51));
      await swipe(page, figure, 200, 170);
      await expect(counter(dialog)).toHaveText(position(50, 51));
    });
  });

  test('a photo that cannot load shows "Project n" in the page language', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource/);
    // Any file of the seventh photo: the drawing, or every size of a photo that replaced it.
    await page.route(/\/project-07-[^/]*$/, (route) => route.abort());
    for (const language of ['ru', 'az'] as const) {
      const w = words[language];
      await page.goto(`/${language}/projects`);
      const seventh = photoGrid(page, w).getByRole('button').nth(6);
      await expect(seventh.getByRole('img')).toHaveText(
        w.page('projects', 'photo.fallback', { n: 7 }),
      );
      await expect(seventh.locator('img')).toHaveCount(0);
      const eighth = photoGrid(page, w).getByRole('button').nth(7);
      await expect(eighth.locator('img')).toHaveJSProperty('complete', true);
      await expect(eighth.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
    }
  });
});

test.describe('partners', () => {
  test('show six project and four distribution partners with logos', async ({ page }) => {
    await page.goto('/en/partners');
    await expect(
      page
        .getByRole('region', { name: en.page('partners', 'project.title') })
        .getByRole('listitem'),
    ).toHaveCount(6);
    await expect(
      page
        .getByRole('region', { name: en.page('partners', 'distribution.title') })
        .getByRole('listitem'),
    ).toHaveCount(4);
    // A logo's name is the words around any partner's name ("{{name}} logo": /.+ logo$/).
    const anyLogo = containing(en.page('partners', 'logoAlt', { name: 'PARTNER' })).source;
    await expect(
      page.getByRole('img', { name: new RegExp(`${anyLogo.replace('PARTNER', '.+')}$`) }),
    ).toHaveCount(10);
  });

  test('a logo that cannot load shows the partner name', async ({ page, allowProblems }) => {
    allowProblems(/Failed to load resource/);
    await page.route('**/partner-lifting-four-*.svg', (route) => route.abort());
    await page.goto('/tr/partners');
    const [lifting, steel] = ['partner-lifting-four', 'partner-steel-one'].map(
      (drawing) => partners.project.find((partner) => partner.drawing === drawing)!.name.tr,
    ) as [string, string];
    const logoAlt = (name: string) => tr.page('partners', 'logoAlt', { name });
    const logo = page.getByRole('img', { name: logoAlt(lifting) });
    await expect(logo).toHaveText(lifting);
    await expect(page.locator(`img[alt="${logoAlt(lifting)}"]`)).toHaveCount(0);
    await expect(page.locator(`img[alt="${logoAlt(steel)}"]`)).toBeVisible();
  });

  test('the call to action opens the chat', async ({ page }) => {
    await page.goto('/ru/partners');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: containing(ru.page('partners', 'cta.button')) }).click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chatText(chat.url())).toBe(ru.page('partners', 'cta.message'));
  });
});

/** A contact form field's label: "Full name". */
const fieldLabel = (w: Words, field: string) => w.page('contact', `form.fields.${field}.label`);

/** The opening hours as a page lists them: the days, and the times or "Closed". */
const openingHours = (w: Words) => ({
  days: facts.openingHours.map(({ day }) => w.common(`hours.${day}`)),
  times: facts.openingHours.map(({ opens, closes }) =>
    opens && closes ? `${opens}–${closes}` : w.common('hours.closed'),
  ),
});

test.describe('contact', () => {
  test('the form opens a chat window whose text is exactly the request', async ({ page }) => {
    await page.goto('/az/contact');
    await page.getByRole('textbox', { name: fieldLabel(az, 'name') }).fill('Aysel Məmmədova');
    await page
      .getByRole('textbox', {
        name: `${fieldLabel(az, 'company')} (${az.page('contact', 'form.optional')})`,
      })
      .fill('Xəzər Metal & Co #2');
    await page.getByRole('textbox', { name: fieldLabel(az, 'email') }).fill('aysel@example.az');
    await page.getByRole('textbox', { name: fieldLabel(az, 'phone') }).fill('+994 50 123 45 67');
    await page
      .getByRole('textbox', { name: fieldLabel(az, 'message') })
      .fill('6×12 m talvar lazımdır 🏗️\nМожно и по-русски: #1 & 100%');
    await expect(
      page.getByText(az.page('contact', 'form.counter', { count: 55, max: 1000 })),
    ).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: az.page('contact', 'form.submit') }).click();
    const chat = await popup;
    await chat.waitForLoadState();
    const label = (field: string) => az.page('contact', `message.${field}`);
    expect(chatText(chat.url())).toBe(
      [
        az.page('contact', 'message.greeting'),
        `${label('name')}: Aysel Məmmədova`,
        `${label('company')}: Xəzər Metal & Co #2`,
        `${label('email')}: aysel@example.az`,
        `${label('phone')}: +994 50 123 45 67`,
        `${label('message')}: 6×12 m talvar lazımdır 🏗️`,
        'Можно и по-русски: #1 & 100%',
      ].join('\n'),
    );
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    const sent = az.page('contact', 'form.sent');
    await expect(page.getByRole('status').filter({ hasText: sent })).toContainText(sent);
  });

  test('fields of only spaces count as empty and open no window', async ({ page }) => {
    await page.goto('/en/contact');
    let opened = false;
    page.on('popup', () => {
      opened = true;
    });
    for (const field of ['name', 'email', 'phone', 'message']) {
      await page.getByRole('textbox', { name: fieldLabel(en, field) }).fill('   ');
    }
    await page.getByRole('button', { name: en.page('contact', 'form.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(
      en.page('contact', 'form.errorSummary', { count: 4 }),
    );
    await expect(
      page.getByText(en.page('contact', 'form.fields.name.errors.required')),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: fieldLabel(en, 'name') })).toBeFocused();
    expect(opened).toBe(false);
  });

  test('shows the address, phone, e-mail, opening hours and the map', async ({ page }) => {
    await page.goto('/en/contact');
    const office = page.getByRole('region', { name: en.page('contact', 'details.title') });
    await expect(office).toContainText(company.address.en);
    await expect(office.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/ /g, '')}`,
    );
    await expect(office.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    const hours = openingHours(en);
    await expect(office.getByRole('term')).toHaveText([
      en.page('contact', 'details.address'),
      en.page('contact', 'details.phone'),
      en.page('contact', 'details.email'),
      ...hours.days,
    ]);
    const closed = containing(en.common('hours.closed')).source;
    await expect(
      office.getByRole('definition').filter({ hasText: new RegExp(`–|${closed}`) }),
    ).toHaveText(hours.times);
    // The other site's map page comes only when the visitor scrolls near it.
    const map = page.locator(`iframe[title="${en.page('contact', 'map.frameTitle')}"]`);
    await expect(map).toHaveCount(0);
    await page
      .getByRole('heading', { name: en.page('contact', 'map.title') })
      .scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('loading', 'lazy');
    // The office's point, as the content gives it.
    const latitude = containing(String(facts.map.latitude)).source;
    const longitude = containing(String(facts.map.longitude)).source;
    await expect(map).toHaveAttribute(
      'src',
      new RegExp(
        `^https://www\\.openstreetmap\\.org/export/embed\\.html\\?bbox=.+&layer=mapnik&marker=${latitude}%2C${longitude}$`,
      ),
    );
    await map.scrollIntoViewIfNeeded();
    await expect(map.contentFrame().locator('p')).toHaveText('Map of Baku');
    await expect(page.getByRole('link', { name: en.page('contact', 'map.open') })).toHaveAttribute(
      'href',
      new RegExp(
        `^https://www\\.openstreetmap\\.org/\\?mlat=${latitude}&mlon=${longitude}#map=${facts.map.zoom}/`,
      ),
    );
  });
});
