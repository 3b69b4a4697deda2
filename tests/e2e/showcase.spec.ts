import type { Locator, Page } from '@playwright/test';
import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from '../support/fixtures';

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this page');
  });

  test("the header's Sectors item opens the sectors page", async ({ page }) => {
    await page.goto('/tr');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Sektörler', exact: true })
      .click();
    await expect(page).toHaveURL(/\/tr\/sectors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Altı alan, tasarımdan servise tek ekip',
    );
  });
});

const photoGrid = (page: Page) => page.getByRole('list', { name: 'Project photos' });
const photos = (page: Page) => photoGrid(page).getByRole('button');
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Project photos' });
const counter = (dialog: Locator) => dialog.locator('figcaption [aria-live]');

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
    const filters = page.getByRole('navigation', { name: 'Show projects by sector' });
    const expected = [
      ['Industrial (13)', 'industrial', 13],
      ['Construction (13)', 'construction', 13],
      ['Energy (13)', 'energy', 13],
      ['Infrastructure (12)', 'infrastructure', 12],
    ] as const;
    for (const [name, category, count] of expected) {
      await filters.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/en/projects\\?category=${category}$`));
      await expect(photos(page)).toHaveCount(count);
      await expect(filters.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
    }
    await filters.getByRole('link', { name: 'All (51)' }).click();
    await expect(page).toHaveURL(/\/en\/projects$/);
    await expect(photos(page)).toHaveCount(51);
  });

  test('opens a filtered address directly and treats an unknown category as all', async ({
    page,
  }) => {
    await page.goto('/az/projects?category=infrastructure');
    await expect(
      page.getByRole('list', { name: 'Layihə fotoları' }).getByRole('button'),
    ).toHaveCount(12);
    await page.goto('/az/projects?category=cycling');
    await expect(
      page.getByRole('list', { name: 'Layihə fotoları' }).getByRole('button'),
    ).toHaveCount(51);
    await expect(page.getByRole('link', { name: 'Hamısı (51)' })).toHaveAttribute(
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
    await expect(counter(dialog)).toHaveText('1 / 51');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(dialog)).toHaveText('51 / 51');
    await page.keyboard.press('ArrowRight');
    await expect(counter(dialog)).toHaveText('1 / 51');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(dialog)).toHaveText('2 / 51');
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(dialog)).toHaveText('51 / 51');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(dialog)).toHaveText('1 / 51');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('closes from the backdrop and the close button', async ({ page }) => {
    await page.goto('/en/projects');
    await photos(page).nth(4).click();
    await expect(counter(lightbox(page))).toHaveText('5 / 51');
    await lightbox(page).click({ position: { x: 5, y: 5 } });
    await expect(lightbox(page)).toHaveCount(0);
    await photos(page).nth(4).click();
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(photos(page).nth(4)).toBeFocused();
  });

  test('counts over the filtered photos and wraps from the last to the first', async ({ page }) => {
    await page.goto('/ru/projects?category=energy');
    const grid = page.getByRole('list', { name: 'Фотографии проектов' });
    await grid.getByRole('button').last().click();
    const dialog = page.getByRole('dialog', { name: 'Фотографии проектов' });
    await expect(counter(dialog)).toHaveText('13 / 13');
    await page.keyboard.press('ArrowRight');
    await expect(counter(dialog)).toHaveText('1 / 13');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(
      'Решётчатая опора для линии электропередачи, Ширван — фото 3',
    );
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a swipe over 50 px turns the page, a shorter one does not', async ({ page }) => {
      await page.goto('/en/projects');
      await photos(page).nth(50).click();
      const dialog = lightbox(page);
      await expect(counter(dialog)).toHaveText('51 / 51');
      const figure = dialog.locator('figure');
      await swipe(page, figure, 300, 200);
      await expect(counter(dialog)).toHaveText('1 / 51');
      await swipe(page, figure, 100, 260);
      await expect(counter(dialog)).toHaveText('51 / 51');
      await swipe(page, figure, 100, 260);
      await expect(counter(dialog)).toHaveText('50 / 51');
      await swipe(page, figure, 200, 170);
      await expect(counter(dialog)).toHaveText('50 / 51');
    });
  });

  test('a photo that cannot load shows "Project n" in the page language', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource/);
    // Any file of the seventh photo: the drawing, or every size of a photo that replaced it.
    await page.route(/\/project-07-[^/]*$/, (route) => route.abort());
    for (const [language, grid, fallback] of [
      ['ru', 'Фотографии проектов', 'Проект 7'],
      ['az', 'Layihə fotoları', 'Layihə 7'],
    ] as const) {
      await page.goto(`/${language}/projects`);
      const seventh = page.getByRole('list', { name: grid }).getByRole('button').nth(6);
      await expect(seventh.getByRole('img')).toHaveText(fallback);
      await expect(seventh.locator('img')).toHaveCount(0);
      const eighth = page.getByRole('list', { name: grid }).getByRole('button').nth(7);
      await expect(eighth.locator('img')).toHaveJSProperty('complete', true);
      await expect(eighth.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
    }
  });
});

test.describe('partners', () => {
  test('show six project and four distribution partners with logos', async ({ page }) => {
    await page.goto('/en/partners');
    await expect(
      page.getByRole('region', { name: 'Project partners' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Distribution partners' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('img', { name: /logo$/ })).toHaveCount(10);
  });

  test('a logo that cannot load shows the partner name', async ({ page, allowProblems }) => {
    allowProblems(/Failed to load resource/);
    await page.route('**/partner-lifting-four-*.svg', (route) => route.abort());
    await page.goto('/tr/partners');
    const logo = page.getByRole('img', { name: 'Vinç Ortağı 4 logosu' });
    await expect(logo).toHaveText('Vinç Ortağı 4');
    await expect(page.locator('img[alt="Vinç Ortağı 4 logosu"]')).toHaveCount(0);
    await expect(page.locator('img[alt="Çelik Ortağı 1 logosu"]')).toBeVisible();
  });

  test('the call to action opens the chat', async ({ page }) => {
    await page.goto('/ru/partners');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Обсудить партнёрство в WhatsApp/ }).click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chatText(chat.url())).toBe(
      'Здравствуйте! Мы хотели бы обсудить партнёрство с вашей компанией в области металлоконструкций или промышленного оборудования.',
    );
  });
});

test.describe('contact', () => {
  test('the form opens a chat window whose text is exactly the request', async ({ page }) => {
    await page.goto('/az/contact');
    await page.getByRole('textbox', { name: 'Ad və soyad' }).fill('Aysel Məmmədova');
    await page.getByRole('textbox', { name: 'Şirkət (istəyə bağlı)' }).fill('Xəzər Metal & Co #2');
    await page.getByRole('textbox', { name: 'E-poçt' }).fill('aysel@example.az');
    await page.getByRole('textbox', { name: 'Telefon' }).fill('+994 50 123 45 67');
    await page
      .getByRole('textbox', { name: 'Mesaj' })
      .fill('6×12 m talvar lazımdır 🏗️\nМожно и по-русски: #1 & 100%');
    await expect(page.getByText('55 / 1000 simvol')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'WhatsApp ilə göndərin' }).click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chatText(chat.url())).toBe(
      [
        'Salam! Saytınızdakı əlaqə formasından yazıram.',
        'Ad: Aysel Məmmədova',
        'Şirkət: Xəzər Metal & Co #2',
        'E-poçt: aysel@example.az',
        'Telefon: +994 50 123 45 67',
        'Mesaj: 6×12 m talvar lazımdır 🏗️',
        'Можно и по-русски: #1 & 100%',
      ].join('\n'),
    );
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('status').filter({ hasText: 'WhatsApp' })).toContainText(
      'WhatsApp sorğunuzla yeni pəncərədə açıldı.',
    );
  });

  test('fields of only spaces count as empty and open no window', async ({ page }) => {
    await page.goto('/en/contact');
    let opened = false;
    page.on('popup', () => {
      opened = true;
    });
    for (const name of ['Full name', 'E-mail', 'Phone', 'Message']) {
      await page.getByRole('textbox', { name }).fill('   ');
    }
    await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct 4 fields below.');
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    expect(opened).toBe(false);
  });

  test('shows the address, phone, e-mail, opening hours and the map', async ({ page }) => {
    await page.goto('/en/contact');
    const office = page.getByRole('region', { name: 'Our office' });
    await expect(office).toContainText('1 Example Street, Baku AZ1000, Azerbaijan');
    await expect(office.getByRole('link', { name: '+994 12 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+994120000000',
    );
    await expect(office.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    await expect(office.getByRole('term')).toHaveText([
      'Address',
      'Phone',
      'E-mail',
      'Monday – Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(office.getByRole('definition').filter({ hasText: /–|Closed/ })).toHaveText([
      '08:30–18:00',
      '09:00–13:00',
      'Closed',
    ]);
    // The other site's map page comes only when the visitor scrolls near it.
    const map = page.locator('iframe[title="Map showing our office in Baku (OpenStreetMap)"]');
    await expect(map).toHaveCount(0);
    await page.getByRole('heading', { name: 'How to find us' }).scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=40\.4093%2C49\.8671$/,
    );
    await map.scrollIntoViewIfNeeded();
    await expect(map.contentFrame().locator('p')).toHaveText('Map of Baku');
    await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=40\.4093&mlon=49\.8671#map=15\//,
    );
  });
});
