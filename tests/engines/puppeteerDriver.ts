import { rm } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { firefoxPath } from '@site/tooling/browsers/engines';
import { copyOfProfile } from './firefoxProfile';
import type { Driver, EngineName, Key, TabOptions } from './tab';

/**
 * Firefox, and Chromium for comparison, through puppeteer-core: Debian's Firefox ESR over
 * WebDriver BiDi (no separate driver), Chromium over its DevTools protocol. Each tab is a
 * browser of its own with a profile of its own (Firefox's a copy of one started before the
 * journeys, firefoxProfile.ts), so nothing one journey stores reaches another.
 */
class PuppeteerDriver implements Driver {
  constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    private readonly page: Page,
    /** The profile this browser was given, removed with it. */
    private readonly profile?: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  run<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.type(selector, text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async swipe(selector: string, dx: number): Promise<boolean> {
    const box = await (await this.page.$(selector))?.boundingBox();
    if (!box) throw new Error(`${selector} has no box to swipe over`);
    const y = box.y + box.height / 2;
    const from = box.x + box.width / 2 - dx / 2;
    const touch = await this.page.touchscreen.touchStart(from, y);
    await touch.move(from + dx / 2, y);
    await touch.move(from + dx, y);
    await touch.end();
    return true;
  }

  async close(): Promise<void> {
    await this.browser.close();
    if (this.profile) await rm(this.profile, { recursive: true, force: true });
  }
}

export async function openFirefox({
  width = 1280,
  height = 900,
  languages = ['en-US', 'en'],
  touch = false,
}: TabOptions): Promise<Driver> {
  const profile = await copyOfProfile();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    ...(profile ? { userDataDir: profile } : {}),
    extraPrefsFirefox: {
      'intl.accept_languages': languages.join(','),
      // Touch events as on a phone or tablet (by default only with a touch screen attached).
      'dom.w3c_touch_events.enabled': touch ? 1 : 2,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width, height });
  return new PuppeteerDriver('firefox', browser, page, profile);
}

export async function openChromium(
  { width = 1280, height = 900, languages = ['en-US', 'en'], touch = false }: TabOptions,
  executablePath: string,
  args: string[],
): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    args: [...args, `--lang=${languages[0]}`, `--accept-lang=${languages.join(',')}`],
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width, height, hasTouch: touch });
  return new PuppeteerDriver('chromium', browser, page);
}
