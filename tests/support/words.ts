import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import type { Language } from '@site/shared/i18n/languages';

/**
 * The words a visitor reads, as the site was built with them: tests take what they expect from
 * here, never from a copy typed into the test, so staff changing a heading, a button or a machine's
 * description in the editor never turns the suite red.
 *
 * - `page(<page folder>, key)`: a page's words, content staff edit
 *   (`<app>/content/pages/<page>/<lng>/words.json`), read from the content the site was built
 *   from: `SITE_CONTENT` when set (a copy, as the editor's rebuild and the words test use), else
 *   the workspace's;
 * - `navigation(<app>, key)`: a section's menu labels (`<app>/src/locales/<lng>/navigation.json`);
 * - `shell(key)`: the shell's layout words; `common(key)`: UI words every app shares.
 *
 * Values are filled in as the site fills them (i18next: `{{count}}` with its plural forms,
 * `{{brand}}` with the company's brand name by default).
 */
export interface Words {
  readonly language: Language;
  page(page: string, key: string, values?: Values): string;
  navigation(app: SectionApp, key: string, values?: Values): string;
  shell(key: string, values?: Values): string;
  common(key: string, values?: Values): string;
}

/** What a text's placeholders are filled with: `{ count: 3 }`. */
export type Values = Record<string, string | number>;

export type SectionApp = 'services' | 'products' | 'showcase';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** Where the content the site was built from lives (see `SITE_CONTENT` in docs/content.md). */
export const contentRoot = process.env.SITE_CONTENT
  ? path.resolve(process.env.SITE_CONTENT)
  : workspace;

const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'] as const;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The app whose content holds a page's words, found once per page folder name. */
const pageApps = new Map(
  apps.flatMap((app) => {
    const dir = path.join(workspace, app, 'content/pages');
    return existsSync(dir) ? readdirSync(dir).map((page) => [page, app] as const) : [];
  }),
);

function pageFile(page: string, language: Language): string {
  const app = pageApps.get(page);
  if (!app) throw new Error(`No app has a page folder "${page}" (content/pages/${page})`);
  return path.join(contentRoot, app, 'content/pages', page, language, 'words.json');
}

const namespaceFiles = {
  page: pageFile,
  navigation: (app: string, language: Language) =>
    path.join(workspace, `${app}-mfe/src/locales/${language}/navigation.json`),
  shell: (_: string, language: Language) =>
    path.join(workspace, `shell/src/locales/${language}/shell.json`),
  common: (_: string, language: Language) =>
    path.join(workspace, `shared/src/locales/${language}/common.json`),
};

/** A content file as the site was built with it (`products-mfe/content/cnc-laser/machines.json`). */
export const contentFile = <T>(file: string): T => readJson(path.join(contentRoot, file)) as T;

/** The company's facts, from the content the site was built from (`shared/content/company.json`). */
export const company = contentFile<{
  siteOrigin: string;
  brandName: string;
  phone: string;
  email: string;
  whatsAppNumber: string;
  address: Record<Language, string>;
  legalName: Record<Language, string>;
}>('shared/content/company.json');

const translator = i18next.createInstance();
void translator.init({
  initAsync: false,
  resources: {},
  fallbackLng: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: company.brandName } },
  returnNull: false,
});

// The apps' typed namespaces (their i18n.d.ts) do not name these files: look up by any name.
type Lookup<Result> = (key: string, options: Values & { ns: string; lng: string }) => Result;
const translate = translator.t.bind(translator) as unknown as Lookup<string>;
const exists = translator.exists.bind(translator) as unknown as Lookup<boolean>;

function lookup(
  kind: keyof typeof namespaceFiles,
  name: string,
  language: Language,
  key: string,
  values: Values = {},
): string {
  const namespace = `${kind}/${name}`;
  if (!translator.hasResourceBundle(language, namespace)) {
    const file = namespaceFiles[kind](name, language);
    translator.addResourceBundle(language, namespace, readJson(file));
  }
  const options = { ...values, ns: namespace, lng: language };
  if (!exists(key, options)) {
    throw new Error(`No words at ${key} in ${namespaceFiles[kind](name, language)}`);
  }
  return translate(key, options);
}

/** The site's words in one language. */
export function wordsIn(language: Language): Words {
  return {
    language,
    page: (page, key, values) => lookup('page', page, language, key, values),
    navigation: (app, key, values) => lookup('navigation', app, language, key, values),
    shell: (key, values) => lookup('shell', '', language, key, values),
    common: (key, values) => lookup('common', '', language, key, values),
  };
}

/** The words of a page in every language: `headings.en`. */
export const words = {
  az: wordsIn('az'),
  tr: wordsIn('tr'),
  en: wordsIn('en'),
  ru: wordsIn('ru'),
} as const satisfies Record<Language, Words>;

/** A pattern that matches the words as written, anywhere in a longer text. */
export const containing = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A pattern that matches exactly the words, and nothing around them but spaces. */
export const exactly = (text: string): RegExp => new RegExp(`^\\s*${containing(text).source}\\s*$`);
