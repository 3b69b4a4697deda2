import { browserEngines } from '@site/tooling/browsers/engines';
import { chromiumArgs, chromiumPath } from '@site/tooling/chromium';
import { openChromium, openFirefox } from './puppeteerDriver';
import { Tab, type Driver, type EngineName, type TabOptions } from './tab';
import { openWebKit } from './webkitDriver';

interface Engine {
  name: EngineName;
  /** What a visitor would call it. */
  label: string;
  installed(): boolean;
  /** What to run when it is missing. */
  install: string;
  open(options: TabOptions): Promise<Driver>;
}

export const engines: Record<EngineName, Engine> = {
  firefox: { name: 'firefox', label: 'Firefox ESR', ...browserEngines.firefox, open: openFirefox },
  webkit: {
    name: 'webkit',
    label: 'WebKitGTK (the engine of Safari)',
    ...browserEngines.webkit,
    open: openWebKit,
  },
  chromium: {
    name: 'chromium',
    label: 'Chromium',
    ...browserEngines.chromium,
    open: (options) => openChromium(options, chromiumPath, chromiumArgs),
  },
};

/**
 * The engines a run covers: `ENGINES=firefox` (or `webkit`, `chromium`, a comma list) for one
 * alone; by default the two that the Playwright suite, which runs in Chromium, does not.
 */
export function chosenEngines(): Engine[] {
  const names = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim());
  return names.map((name) => {
    if (!(name in engines)) {
      throw new Error(
        `ENGINES names "${name}"; the engines are ${Object.keys(engines).join(', ')}`,
      );
    }
    return engines[name as EngineName];
  });
}

export const siteOrigin = `http://127.0.0.1:${process.env.ENGINES_PORT ?? 4175}`;

/** A tab on the test site in one engine. */
export async function openTab(engine: Engine, options: TabOptions = {}): Promise<Tab> {
  return new Tab(await engine.open(options), siteOrigin);
}
