import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import {
  federationChunkGroup,
  librariesChunkGroup,
  pagePartsChunkGroup,
  pageWordsChunkGroup,
  sectionChunkGroup,
  startChunkGroup,
  wordsChunkGroup,
} from '../config/chunkGroups.js';
import { oneLanguagePlugin } from '../content/oneLanguagePlugin.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-chunks-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Writes the files of a small app below `folder` and builds it with the given groups. */
async function buildApp(
  app: string,
  files: Record<string, string>,
  entry: string,
  groups: Rolldown.CodeSplittingGroup[],
  // A remote's build lets its section module share a chunk (tooling/config/viteConfig.js).
  preserveEntrySignatures?: 'allow-extension',
  plugins: Plugin[] = [],
) {
  const root = path.join(folder, app);
  for (const [file, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), code);
  }
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: path.join(root, entry),
        ...(preserveEntrySignatures ? { preserveEntrySignatures } : {}),
        output: { codeSplitting: { groups } },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((file) => file.type === 'chunk');
  /** The files of the app that each chunk holds, by path below the app. */
  return chunks.map((chunk) => ({
    name: chunk.name,
    imports: chunk.imports,
    modules: chunk.moduleIds
      .filter((id) => id.startsWith(folder))
      .map((id) => path.relative(root, id))
      .sort(),
  }));
}

describe('startChunkGroup', () => {
  it('keeps what the start shares with a chunk no visitor loads in the start chunk', async () => {
    const chunks = await buildApp(
      'shell',
      {
        'src/main.js': `await import('./library.js'); (await import('./start.js')).start();`,
        'src/library.js': `export const library = () => 'library';`,
        'src/start.js': `import { library } from './library.js'; import { words } from './words.js';
          export const start = () => { console.log(library(), words);
            if (globalThis.prerender) import('./prerender.js'); };`,
        'src/words.js': `export const words = 'words';`,
        'src/prerender.js': `import { words } from './words.js'; console.log('prerender', words);`,
      },
      'src/main.js',
      [
        startChunkGroup({
          name: 'start',
          entry: path.join(folder, 'shell/src/main.js'),
          start: path.join(folder, 'shell/src/start.js'),
        }),
      ],
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    expect(holding('src/start.js')).toMatchObject([
      { name: 'start', modules: ['src/start.js', 'src/words.js'] },
    ]);
    expect(holding('src/words.js')).toHaveLength(1);
    expect(holding('src/library.js')).toMatchObject([{ modules: ['src/library.js'] }]);
    // The entry loads the start after the library, never with itself.
    const [entry] = holding('src/main.js');
    expect(entry?.imports.filter((file) => /start|library/.test(file))).toEqual([]);
  });

  it('says so when the entry does not import the start', async () => {
    await expect(
      buildApp('unrelated', { 'src/main.js': `console.log('main');` }, 'src/main.js', [
        startChunkGroup({
          name: 'start',
          entry: path.join(folder, 'unrelated/src/main.js'),
          start: path.join(folder, 'unrelated/src/start.js'),
        }),
      ]),
    ).rejects.toThrow('does not import');
  });
});

describe('sectionChunkGroup', () => {
  const remote = {
    'src/entry.js': `export const get = () => import('./section.js');`,
    'src/section.js': `import { ids } from './ids.js'; import { words } from './words.js';
      export const section = { ids, words, pages: [() => import('./list.js'), () => import('./detail.js'),
        () => import('./about.js')] };`,
    'src/ids.js': `export const ids = ['one', 'two'];`,
    'src/words.js': `export const words = (language) => language;`,
    'src/frame.js': `export const frame = (body) => '<main>' + body + '</main>';`,
    'src/list.js': `import { ids } from './ids.js'; import { card } from './card.js'; import { frame } from './frame.js';
      export default () => frame(ids.map(card));`,
    'src/detail.js': `import { ids } from './ids.js'; import { card } from './card.js'; import { frame } from './frame.js';
      export default () => frame(card(ids[0]));`,
    'src/about.js': `import { frame } from './frame.js'; export default () => frame('about');`,
    'src/card.js': `export const card = (id) => 'card ' + id;`,
  };

  it('puts the section module, the files it imports and those every page or most pages import in one chunk, without a facade', async () => {
    const chunks = await buildApp(
      'remote',
      remote,
      'src/entry.js',
      [sectionChunkGroup({ name: 'section', section: path.join(folder, 'remote/src/section.js') })],
      'allow-extension',
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    // The card, small, is imported by two pages of three.
    expect(holding('src/section.js')).toMatchObject([
      {
        name: 'section',
        modules: ['src/card.js', 'src/frame.js', 'src/ids.js', 'src/section.js', 'src/words.js'],
      },
    ]);
    expect(holding('src/card.js')).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.modules.length === 0)).toEqual([]);
    // Each page stays a chunk of its own.
    for (const page of ['src/list.js', 'src/detail.js', 'src/about.js']) {
      expect(holding(page)).toMatchObject([{ modules: [page] }]);
    }
  });

  it('says so when the section module is not in the build', async () => {
    await expect(
      buildApp(
        'lost',
        { 'src/entry.js': `console.log('entry');` },
        'src/entry.js',
        [sectionChunkGroup({ name: 'section', section: path.join(folder, 'lost/src/section.js') })],
        'allow-extension',
      ),
    ).rejects.toThrow('is not in the build');
  });
});

describe('pagePartsChunkGroup', () => {
  // Six pages. The machines are over `smallPartChars`; everything else is small.
  const machines = Array.from({ length: 300 }, (_, index) => `'machine ${index}'`).join(', ');
  const remote = {
    'src/entry.js': `export const get = () => import('./section.js');`,
    'src/section.js': `export const pages = [() => import('./list.js'), () => import('./detail.js'),
      () => import('./compare.js'), () => import('./catalog.js'), () => import('./about.js'),
      () => import('./contact.js')];`,
    'src/machines.js': `export const machines = [${machines}];`,
    'src/tray.js': `export const tray = (ids) => 'tray ' + ids.length;`,
    'src/format.js': `export const format = (value) => value.toFixed(1);`,
    'src/spec.js': `import { format } from './format.js'; export const spec = (value) => format(value) + ' mm';`,
    'src/panel.js': `import { format } from './format.js'; export default () => format(2);`,
    'src/back.js': `export const back = (to) => '<a href="' + to + '">back</a>';`,
    'src/chat.js': `export const chat = (text) => 'https://wa.me/?text=' + text;`,
    'src/list.js': `import { machines } from './machines.js'; import { tray } from './tray.js';
      import { chat } from './chat.js'; export default () => [tray(machines), chat('list')];`,
    'src/detail.js': `import { machines } from './machines.js'; import { tray } from './tray.js';
      import { spec } from './spec.js'; import { chat } from './chat.js';
      export default () => [tray(machines), spec(4), chat('detail')];`,
    'src/compare.js': `import { spec } from './spec.js'; import { back } from './back.js';
      export default () => [spec(6), back('/list')];`,
    'src/catalog.js': `export default async () => (await import('./panel.js')).default();`,
    'src/about.js': `import { machines } from './machines.js'; import { back } from './back.js';
      import { chat } from './chat.js'; export default () => [machines.length, back('/'), chat('about')];`,
    'src/contact.js': `import { chat } from './chat.js'; export default () => chat('contact');`,
  };

  it('puts what the same pages import together, and a small part with a bigger one or the section', async () => {
    const section = path.join(folder, 'parts/src/section.js');
    const chunks = await buildApp(
      'parts',
      remote,
      'src/entry.js',
      [sectionChunkGroup({ name: 'section', section }), pagePartsChunkGroup({ section })],
      'allow-extension',
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    // Four pages of six import the chat link.
    expect(holding('src/section.js')).toMatchObject([
      { name: 'section', modules: ['src/chat.js', 'src/section.js'] },
    ]);
    // The same two pages import the spec and its format; the panel loads the chunk with them.
    expect(holding('src/format.js')).toMatchObject([
      { name: 'spec', modules: ['src/format.js', 'src/spec.js'] },
    ]);
    const [panel] = holding('src/panel.js');
    expect(panel?.imports.some((file) => file.startsWith('assets/spec-'))).toBe(true);
    // Every page with the tray has the machines, which one page more has.
    expect(holding('src/tray.js')).toMatchObject([
      { name: 'machines', modules: ['src/machines.js', 'src/tray.js'] },
    ]);
    // No part that the back link's two pages both load is loaded by four pages or fewer.
    expect(holding('src/back.js')).toMatchObject([{ name: 'back', modules: ['src/back.js'] }]);
    for (const page of ['list', 'detail', 'compare', 'catalog', 'about', 'contact']) {
      expect(holding(`src/${page}.js`)).toMatchObject([{ modules: [`src/${page}.js`] }]);
    }
  });

  it('leaves a big part apart from the section', async () => {
    const section = path.join(folder, 'big/src/section.js');
    const chunks = await buildApp(
      'big',
      {
        ...remote,
        'src/contact.js': `import { machines } from './machines.js'; export default () => machines[0];`,
      },
      'src/entry.js',
      [sectionChunkGroup({ name: 'section', section }), pagePartsChunkGroup({ section })],
      'allow-extension',
    );
    // The chat link's four pages now import the machines too: too big for the section together.
    expect(chunks.filter((chunk) => chunk.modules.includes('src/machines.js'))).toMatchObject([
      { name: 'machines', modules: ['src/chat.js', 'src/machines.js', 'src/tray.js'] },
    ]);
    expect(chunks.find((chunk) => chunk.name === 'section')?.modules).toEqual(['src/section.js']);
  });
});

describe('pagePartsChunkGroup: parts that join another part', () => {
  const items = (name: string, count: number) =>
    `export const ${name} = [${Array.from({ length: count }, (_, index) => `'${name} ${index}'`).join(', ')}];`;
  // Six pages; every part is over `smallPartChars` but the toggle, so only it may join the section.
  const remote = {
    'src/entry.js': `export const get = () => import('./section.js');`,
    'src/section.js': `export const pages = [() => import('./one.js'), () => import('./two.js'),
      () => import('./three.js'), () => import('./four.js'), () => import('./five.js'),
      () => import('./six.js')];`,
    'src/quote.js': items('quote', 400),
    'src/spec.js': items('spec', 350),
    'src/sheet.js': `import { spec } from './spec.js'; ${items('sheet', 1500)}`,
    'src/store.js': items('store', 400),
    'src/toggle.js': `import { store } from './store.js'; export const toggle = (id) => store.includes(id);`,
    'src/one.js': `import { quote } from './quote.js'; import { spec } from './spec.js';
      import { sheet } from './sheet.js'; import { toggle } from './toggle.js';
      import { store } from './store.js'; export default () => [quote, spec, sheet, toggle(1), store];`,
    'src/two.js': `import { quote } from './quote.js'; import { spec } from './spec.js';
      import { sheet } from './sheet.js'; import { toggle } from './toggle.js';
      import { store } from './store.js'; export default () => [quote, spec, sheet, toggle(2), store];`,
    'src/three.js': `import { quote } from './quote.js'; import { spec } from './spec.js';
      import { sheet } from './sheet.js'; import { store } from './store.js';
      export default () => [quote, spec, sheet, store];`,
    'src/four.js': `import { quote } from './quote.js'; import { spec } from './spec.js';
      export default () => [quote, spec];`,
    'src/five.js': `import { quote } from './quote.js'; export default () => quote;`,
    'src/six.js': `import { store } from './store.js'; export default () => store;`,
  };

  it('joins a part with one its pages all load when the other pages load little for it, and counts what those load already', async () => {
    const section = path.join(folder, 'joins/src/section.js');
    const chunks = await buildApp(
      'joins',
      remote,
      'src/entry.js',
      [sectionChunkGroup({ name: 'section', section }), pagePartsChunkGroup({ section })],
      'allow-extension',
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    // Four pages import the spec; the quote's one other page loads it for nothing, a little.
    expect(holding('src/spec.js')).toMatchObject([
      { name: 'quote', modules: ['src/quote.js', 'src/spec.js'] },
    ]);
    // The sheet's three pages load the quote too, but the quote's two others would load much for
    // nothing.
    const [sheet] = holding('src/sheet.js');
    // The toggle goes with the sheet, whose pages all load the store it imports: one page less
    // loads it for nothing than with the store.
    expect(sheet).toMatchObject({ name: 'sheet', modules: ['src/sheet.js', 'src/toggle.js'] });
    expect(holding('src/store.js')).toMatchObject([{ name: 'store', modules: ['src/store.js'] }]);
    expect(sheet?.imports.some((file) => file.startsWith('assets/store-'))).toBe(true);
  });
});

describe('pagePartsChunkGroup: a part a plugin makes', () => {
  // The image pipeline's modules (tooling/pictures/picturesPlugin.js): ids with no file name.
  const picture = 'virtual:site-picture/66445e1255632950';
  const pictures: Plugin = {
    name: 'pictures',
    resolveId: (source) => (source === picture ? source : null),
    load: (id) =>
      id === picture
        ? `export default [${Array.from({ length: 300 }, (_, index) => `'photo-${index}.avif'`).join(', ')}];`
        : null,
  };

  it('names a part of modules a plugin makes by their kind, not by a hash', async () => {
    const section = path.join(folder, 'pictures/src/section.js');
    const chunks = await buildApp(
      'pictures',
      {
        'src/entry.js': `export const get = () => import('./section.js');`,
        'src/section.js': `export const pages = [() => import('./list.js'), () => import('./detail.js'),
          () => import('./contact.js')];`,
        'src/list.js': `import photos from '${picture}'; export default () => photos.length;`,
        'src/detail.js': `import photos from '${picture}'; export default () => photos[0];`,
        'src/contact.js': `export default () => 'contact';`,
      },
      'src/entry.js',
      [sectionChunkGroup({ name: 'section', section }), pagePartsChunkGroup({ section })],
      'allow-extension',
      [pictures],
    );
    const [list] = chunks.filter((chunk) => chunk.modules.includes('src/list.js'));
    expect(list?.imports.filter((file) => !file.startsWith('assets/section-'))).toEqual([
      expect.stringMatching(/^assets\/site-picture-[\w-]+\.js$/),
    ]);
  });
});

describe('wordsChunkGroup', () => {
  it("puts a section's words and the shared parts' words of a language in one chunk", async () => {
    const words = (text: string) => JSON.stringify({ title: text });
    const chunks = await buildApp(
      'words',
      {
        'src/entry.js': `const section = { en: () => import('../content/pages/shop/en/words.json'),
            ru: () => import('../content/pages/shop/ru/words.json') };
          const common = { en: () => import('../shared/src/locales/en/common.json'),
            ru: () => import('../shared/src/locales/ru/common.json') };
          const page = { en: () => import('../content/pages/lathe/en/words.json') };
          const language = document.documentElement.lang;
          console.log(await Promise.all([section[language](), common[language](), page[language]?.()]));`,
        'content/pages/shop/en/words.json': words('Shop'),
        'content/pages/shop/ru/words.json': words('Магазин'),
        'shared/src/locales/en/common.json': words('Call'),
        'shared/src/locales/ru/common.json': words('Позвонить'),
        'content/pages/lathe/en/words.json': words('Lathes'),
      },
      'src/entry.js',
      [wordsChunkGroup({ namespace: 'shop' })],
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    expect(holding('content/pages/shop/en/words.json')).toMatchObject([
      {
        name: 'words-en',
        modules: ['content/pages/shop/en/words.json', 'shared/src/locales/en/common.json'],
      },
    ]);
    expect(holding('content/pages/shop/ru/words.json')).toMatchObject([
      {
        name: 'words-ru',
        modules: ['content/pages/shop/ru/words.json', 'shared/src/locales/ru/common.json'],
      },
    ]);
    expect(holding('content/pages/lathe/en/words.json')).toMatchObject([
      { modules: ['content/pages/lathe/en/words.json'] },
    ]);
  });
});

describe('federationChunkGroup', () => {
  /** The two modules the federation plugin leaves to the build, as it names them. */
  const federationModules: Plugin = {
    name: 'federation-modules',
    resolveId: (id) => (id.startsWith('virtual:mf-') ? `\0${id}` : null),
    load: (id) => {
      if (id === '\0virtual:mf-external-runtime-core')
        return `export const core = globalThis.core;`;
      if (id.startsWith('\0virtual:mf-localSharedImportMap:'))
        return `export const shared = ['react'];`;
      return null;
    },
  };

  it('puts the runtime proxy and the shared map a remote entry loads in one chunk', async () => {
    const chunks = await buildApp(
      'container',
      {
        'src/remoteEntry.js': `import { core } from 'virtual:mf-external-runtime-core';
          export const init = async () => core.init((await import('virtual:mf-localSharedImportMap:container')).shared);
          export const get = () => import('./section.js');`,
        'src/section.js': `import { core } from 'virtual:mf-external-runtime-core'; export const section = core;`,
      },
      'src/remoteEntry.js',
      [federationChunkGroup()],
      'allow-extension',
      [federationModules],
    );
    const federation = chunks.filter((chunk) => chunk.name === 'federation');

    expect(federation).toHaveLength(1);
    expect(federation[0]?.modules).toEqual([]);
    expect(chunks.find((chunk) => chunk.modules.includes('src/section.js'))?.imports).toEqual([
      expect.stringMatching(/federation/),
    ]);
    expect(chunks.find((chunk) => chunk.modules.includes('src/remoteEntry.js'))?.imports).toEqual([
      expect.stringMatching(/federation/),
    ]);
  });
});

describe('librariesChunkGroup', () => {
  it('puts the libraries the entry loads between the first one and the start in one chunk', async () => {
    const chunks = await buildApp(
      'libraries',
      {
        'src/main.js': `await import('./dom.js'); await import('./router.js'); await import('./words.js');
          (await import('./start.js')).start();`,
        'src/dom.js': `export const render = (html) => html;`,
        'src/router.js': `import { render } from './dom.js'; import { match } from './match.js';
          export const route = (path) => render(match(path));`,
        'src/match.js': `export const match = (path) => path.split('/');`,
        'src/words.js': `export const t = (key) => key;`,
        'src/start.js': `import { route } from './router.js'; import { t } from './words.js';
          export const start = () => console.log(route(location.pathname), t('title'));`,
      },
      'src/main.js',
      [
        librariesChunkGroup({
          name: 'libraries',
          entry: path.join(folder, 'libraries/src/main.js'),
          first: path.join(folder, 'libraries/src/dom.js'),
          start: path.join(folder, 'libraries/src/start.js'),
        }),
      ],
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    expect(holding('src/router.js')).toMatchObject([
      { name: 'libraries', modules: ['src/match.js', 'src/router.js', 'src/words.js'] },
    ]);
    expect(holding('src/dom.js')).toMatchObject([{ modules: ['src/dom.js'] }]);
    expect(holding('src/start.js')).toMatchObject([{ modules: ['src/start.js'] }]);
  });

  it('says so when the entry does not load the first library', async () => {
    await expect(
      buildApp(
        'no-first',
        { 'src/main.js': `await import('./start.js');`, 'src/start.js': `` },
        'src/main.js',
        [
          librariesChunkGroup({
            name: 'libraries',
            entry: path.join(folder, 'no-first/src/main.js'),
            first: path.join(folder, 'no-first/src/dom.js'),
            start: path.join(folder, 'no-first/src/start.js'),
          }),
        ],
      ),
    ).rejects.toThrow('does not import');
  });
});

describe('pageWordsChunkGroup', () => {
  it("puts a page's words and its content in a language in one chunk, and leaves words a module imports", async () => {
    const words = (text: string) => JSON.stringify({ title: text });
    const chunks = await buildApp(
      'page-words',
      {
        'src/entry.js': `import cards from '../content/pages/cards/en/words.json';
          const language = document.documentElement.lang;
          const page = { en: () => import('../content/pages/projects/en/words.json'),
            ru: () => import('../content/pages/projects/ru/words.json') };
          const texts = { en: () => import('../content/projects.json?language=en'),
            ru: () => import('../content/projects.json?language=ru') };
          console.log(cards, await Promise.all([page[language](), texts[language]()]));`,
        'content/pages/cards/en/words.json': words('Cards'),
        'content/pages/projects/en/words.json': words('Projects'),
        'content/pages/projects/ru/words.json': words('Проекты'),
        'content/projects.json': JSON.stringify({
          projects: [{ title: { en: 'Hall', ru: 'Цех' } }],
        }),
      },
      'src/entry.js',
      [pageWordsChunkGroup()],
      undefined,
      [oneLanguagePlugin()],
    );
    const holding = (file: string) => chunks.filter((chunk) => chunk.modules.includes(file));

    expect(holding('content/pages/projects/en/words.json')).toMatchObject([
      {
        name: 'projects-words-en',
        modules: ['content/pages/projects/en/words.json', 'content/projects.json?language=en'],
      },
    ]);
    expect(holding('content/pages/projects/ru/words.json')).toMatchObject([
      {
        name: 'projects-words-ru',
        modules: ['content/pages/projects/ru/words.json', 'content/projects.json?language=ru'],
      },
    ]);
    expect(holding('content/pages/cards/en/words.json')).toMatchObject([
      { modules: ['content/pages/cards/en/words.json', 'src/entry.js'] },
    ]);
  });
});
