import type { Locator, Page } from '@playwright/test';
import type { CompanyFacts } from '@site/shared/content/schemas/company';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { company, containing, contentFile, words, type Words } from '../support/words';

const { az, tr, en, ru } = words;
const facts = contentFile<CompanyFacts>('shared/content/company.json');

/** The opening hours as a page lists them: the days, and the times or "Closed". */
const openingHours = (w: Words) => ({
  days: facts.openingHours.map(({ day }) => w.common(`hours.${day}`)),
  times: facts.openingHours.map(({ opens, closes }) =>
    opens && closes ? `${opens}–${closes}` : w.common('hours.closed'),
  ),
});

/** How a layer of the starfield moves, as the browser runs it: running, paused or none. */
const motionOf = (layer: Locator) =>
  layer.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.animationName === 'none' ? 'none' : style.animationPlayState.split(',')[0];
  });

/**
 * Opens `address` until the client has taken it over and the network is idle, and returns the
 * paths of the scripts the page asks for from its start on (the list grows as it asks for more).
 */
async function scriptsOfPage(page: Page, address: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await page.waitForLoadState('networkidle');
  return scripts;
}

/** Changes the address inside the page, as a link or the history would change it. */
const moveInPage = (page: Page, address: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);

test.describe('not-found pages', () => {
  test('an unknown path in the shell shows the localized not-found page', async ({ page }) => {
    await page.goto('/ru/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.common('notFound.title'));
    await expect(page.getByRole('link', { name: ru.common('notFound.home') })).toHaveAttribute(
      'href',
      '/ru',
    );
  });

  test('an unknown path inside a remote shows the localized not-found page', async ({ page }) => {
    await page.goto('/tr/products/no-such-machine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr.common('notFound.title'));
    await page.goto('/az/about/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(az.common('notFound.title'));
  });

  test('the home page starts without the not-found and offline pages, which come for an address no section has', async ({
    page,
  }) => {
    const scripts = await scriptsOfPage(page, '/az');
    const standInScript = (path: string) => /\/(standInPages|NotFoundPage)-[\w-]+\.js$/.test(path);
    expect(scripts.filter(standInScript)).toEqual([]);
    await moveInPage(page, '/az/no-such-section');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(az.common('notFound.title'));
    await expect(page).toHaveTitle(az.common('notFound.documentTitle'));
    expect(scripts.filter(standInScript)).toHaveLength(2);
  });

  test('a machine page starts without the not-found page, which comes for a machine id no machine has', async ({
    page,
  }) => {
    const scripts = await scriptsOfPage(page, '/ru/products/cnc-laser/single-platform');
    const notFoundScript = (path: string) => /\/NotFoundPage-[\w-]+\.js$/.test(path);
    expect(scripts.filter(notFoundScript)).toEqual([]);
    await moveInPage(page, '/ru/products/cnc-laser/no-such-machine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.common('notFound.title'));
    await expect(page).toHaveTitle(ru.common('notFound.documentTitle'));
    expect(scripts.filter(notFoundScript)).toHaveLength(1);
  });
});

test.describe('home page', () => {
  test('shows four service cards, the stats and three project cards', async ({ page }) => {
    await page.goto('/en');
    const services = page.getByRole('region', { name: en.page('home', 'services.title') });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      ['cutting', 'welding', 'construction', 'repair'].map((card) =>
        en.page('home-cards', `${card}.title`),
      ),
    );
    const stats = page.getByRole('region', { name: en.page('home', 'stats.title') });
    const { yearsInBusiness, projectsDelivered, industrialCustomers } = facts.figures;
    await expect(stats.getByRole('definition')).toHaveText([
      `${yearsInBusiness.atLeast}+`,
      `${projectsDelivered.atLeast}+`,
      `${industrialCustomers.atLeast}+`,
    ]);
    const projects = page.getByRole('region', { name: en.page('home', 'projects.title') });
    const cards = projects.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const link of await cards.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', '/en/projects');
    }
  });

  test('animates the starfield by steps, and holds it still when motion is reduced', async ({
    page,
  }) => {
    await page.goto('/en');
    const layer = page.locator('#main canvas').first();
    await expect.poll(() => motionOf(layer)).toBe('running');
    // A few steps a second, not a frame each: the drift and the twinkle both move by steps.
    expect(
      await layer.evaluate((element) => getComputedStyle(element).animationTimingFunction),
    ).toMatch(/^steps\(\d+\), steps\(\d+\)$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => motionOf(layer)).toBe('none');
  });

  test('pauses the starfield while the tab is hidden', async ({ page }) => {
    await page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'hidden', { get: () => hidden });
      (window as unknown as { setHidden: (value: boolean) => void }).setHidden = (value) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await page.goto('/en');
    const layer = page.locator('#main canvas').first();
    await expect.poll(() => motionOf(layer)).toBe('running');
    await page.evaluate(() =>
      (window as unknown as { setHidden: (v: boolean) => void }).setHidden(true),
    );
    await expect.poll(() => motionOf(layer)).toBe('paused');
    await page.evaluate(() =>
      (window as unknown as { setHidden: (v: boolean) => void }).setHidden(false),
    );
    await expect.poll(() => motionOf(layer)).toBe('running');
  });

  test('offers the services and a prefilled chat from the hero', async ({ page }) => {
    await page.goto('/az');
    await expect(
      page.getByRole('link', { name: az.page('home', 'hero.discover') }),
    ).toHaveAttribute('href', '/az/services');
    const chat = page.getByRole('link', { name: containing(az.page('home', 'hero.chat')) });
    expect(await newTabChatTextOf(chat)).toBe(az.page('home', 'hero.chatMessage'));
  });

  test('shows the working hours', async ({ page }) => {
    await page.goto('/en');
    const hours = page.getByRole('region', { name: en.page('home', 'contact.title') });
    const { days, times } = openingHours(en);
    await expect(hours.getByRole('term')).toHaveText(days);
    await expect(hours.getByRole('definition')).toHaveText(times);
  });
});

/** The footer's last line: "© 2025 Example Metal LLC. All rights reserved." */
const copyright = (w: Words) =>
  w.shell('footer.rights', { year: facts.copyrightYear, brand: company.legalName[w.language] });

test.describe('footer', () => {
  test('has the description, links, address, phone, e-mail, hours and copyright', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/ /g, '')}`,
    );
    await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(
      footer.getByRole('link', { name: en.navigation('services', 'index') }),
    ).toHaveAttribute('href', '/en/services');
    await expect(
      footer.getByRole('link', { name: en.navigation('products', 'catalog') }),
    ).toHaveAttribute('href', '/en/products');
    await expect(footer).toContainText(company.address.en);
    const { days, times } = openingHours(en);
    await expect(footer).toContainText(`${days[0]}${times[0]}`);
    await expect(footer).toContainText(copyright(en));
  });

  for (const language of ['az', 'tr', 'ru'] as const) {
    test(`names the company with its legal form as ${language} writes it`, async ({ page }) => {
      await page.goto(`/${language}`);
      await expect(page.getByRole('contentinfo')).toContainText(copyright(words[language]));
    });
  }
});
