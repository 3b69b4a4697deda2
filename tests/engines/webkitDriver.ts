import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, By, Key as Keys, type WebDriver } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';

/** How W3C WebDriver names an element in a command. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
import { freePort } from '@site/server/loopback';
import { hasLocale, webkitDriverPath } from '@site/tooling/browsers/engines';
import type { Driver, Key, TabOptions } from './tab';
import { patience } from '../support/patience';

const keys: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

/**
 * WebKitGTK takes the visitor's languages from the C library's locale, which must exist on the
 * machine (`localedef`, as .ci/run does): `tr-TR` -> LC_ALL=tr_TR.UTF-8.
 */
function localeOf(languages: readonly string[]): Record<string, string> {
  const [first = 'en-US'] = languages;
  const locale = `${first.replace('-', '_')}.UTF-8`;
  if (!hasLocale(locale)) {
    throw new Error(`WebKitGTK needs the locale ${locale} for a visitor with languages ${languages.join(', ')}:
  sudo localedef -i ${locale.split('.')[0]} -f UTF-8 ${locale}`);
  }
  return { LC_ALL: locale, LANGUAGE: languages.map((tag) => tag.replace('-', '_')).join(':') };
}

/** Waits until the driver answers its status request. */
async function driverReady(url: string, process: ChildProcess): Promise<void> {
  const end = Date.now() + patience.start;
  while (Date.now() < end) {
    if (process.exitCode !== null) throw new Error(`WebKitWebDriver exited (${process.exitCode})`);
    const ready = await fetch(`${url}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * WebKit through WebKitGTK's WebDriver (Debian's webkit2gtk-driver): the engine and
 * JavaScriptCore that Safari shares, driven over W3C WebDriver with selenium-webdriver. The
 * driver serves one session, so each tab starts its own, with the visitor's languages in its
 * environment (WebKitGTK takes them from there) and on the display Xvfb gives it.
 */
class WebKitDriver implements Driver {
  readonly engine = 'webkit';

  constructor(
    private readonly session: WebDriver,
    private readonly process: ChildProcess,
  ) {}

  async goto(url: string): Promise<void> {
    await this.session.get(url);
  }

  async reload(): Promise<void> {
    await this.session.navigate().refresh();
  }

  run<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>> {
    // WebDriver runs a function body; an async one is awaited by the driver.
    return this.session.executeScript<Awaited<R>>(
      `return (${fn.toString()}).apply(null, arguments);`,
      ...args,
    );
  }

  async click(selector: string): Promise<void> {
    await this.session.findElement(By.css(selector)).click();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.session.findElement(By.css(selector)).sendKeys(text);
  }

  async press(key: Key): Promise<void> {
    await this.session.actions().sendKeys(keys[key]).perform();
  }

  async swipe(selector: string, dx: number): Promise<boolean> {
    const element = await this.session.findElement(By.css(selector));
    // The W3C action sequence of one finger, relative to the element's centre.
    const origin = { [elementKey]: await element.getId() };
    const at = (x: number, duration: number) => ({
      type: 'pointerMove',
      origin,
      x,
      y: 0,
      duration,
    });
    const finger = {
      type: 'pointer',
      id: 'finger',
      parameters: { pointerType: 'touch' },
      actions: [
        at(-dx / 2, 0),
        { type: 'pointerDown', button: 0 },
        at(0, 100),
        at(dx / 2, 100),
        { type: 'pointerUp', button: 0 },
      ],
    };
    try {
      await this.session.execute(new Command(Name.ACTIONS).setParameter('actions', [finger]));
      return true;
    } catch (error) {
      // A driver without a touch screen may refuse touch pointers outright.
      if (/touch|not supported|unsupported|unknown/i.test(String(error))) return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.session.quit().catch(() => undefined);
    this.process.kill();
  }
}

export async function openWebKit({
  width = 1280,
  height = 900,
  languages = ['en-US', 'en'],
}: TabOptions): Promise<Driver> {
  const port = await freePort();
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    env: { ...process.env, ...localeOf(languages) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url, driverProcess);
  const session = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { args: ['--automation'] },
    })
    .build();
  const driver = new WebKitDriver(session, driverProcess);
  await fitViewport(session, width, height);
  return driver;
}

/** Sizes the window so that the page itself (not the window's frame) is width × height. */
async function fitViewport(session: WebDriver, width: number, height: number): Promise<void> {
  const window = session.manage().window();
  await window.setRect({ width, height });
  const inner = await session.executeScript<[number, number]>('return [innerWidth, innerHeight];');
  await window.setRect({ width: width * 2 - inner[0], height: height * 2 - inner[1] });
}
