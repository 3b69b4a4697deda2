import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companySchema } from '@site/shared/content/schemas/company';
import { contentFiles, contentPages } from '@site/tooling/content/contentFiles';
import { editorConfig, editorKeyOrders } from '../config/editorConfig.js';
import { fieldFromSchema, fieldsFromSchema } from '../config/fieldsFromSchema.js';
import { fieldsFromWords } from '../config/fieldsFromWords.js';
import { keyOrder, mergedKeyOrder } from '../config/keyOrder.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const config = editorConfig();

interface Field {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  fields?: Field[];
  [key: string]: unknown;
}

/** `meta.title`, `hero.facts.span.value`, ...: every text field below `fields`. */
const textPaths = (fields: Field[], prefix = ''): string[] =>
  fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    return field.fields ? textPaths(field.fields, at) : [at];
  });

/** The same for a file of words. */
const wordPaths = (words: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(words).flatMap(([key, value]) => {
    const at = prefix ? `${prefix}.${key}` : key;
    // A list is one field, whose items staff add and remove.
    return typeof value === 'string' || Array.isArray(value)
      ? [at]
      : wordPaths(value as Record<string, unknown>, at);
  });

const fieldNamed = (fields: Field[], name: string) => fields.find((field) => field.name === name)!;

describe('the content editor configuration', () => {
  it('edits every content file the build checks, and nothing else', () => {
    const collections = config.collections as {
      folder?: string;
      files?: { file: string }[];
    }[];
    const edited = collections.flatMap((collection) =>
      collection.folder
        ? config.i18n.locales.map((language) => `${collection.folder}/${language}/words.json`)
        : (collection.files ?? []).map(({ file }) => file),
    );
    expect(edited.sort()).toEqual(
      contentFiles()
        .map(({ file }) => file)
        .sort(),
    );
  });

  it('puts the four languages side by side, az first, and uses the local backend on a laptop', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['az', 'tr', 'en', 'ru'],
      default_locale: 'az',
    });
    expect(config.local_backend).toBe(true);
    expect(config.backend.name).toBe('github');
  });

  it('gives every page one entry whose fields are exactly its words', () => {
    const pages = contentPages();
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const folder of pages) {
      const collection = (
        config.collections as { folder?: string; fields?: Field[]; identifier_field?: string }[]
      ).find((candidate) => candidate.folder === folder)!;
      // Decap refuses a folder collection whose entries it cannot name by one of its fields.
      expect(textPaths(collection.fields ?? []), folder).toContain(collection.identifier_field);
      expect(collection, folder).toMatchObject({ create: false, delete: false, i18n: true });
      // Every word of every language: the plural forms differ (ru also has `_few` and `_many`).
      const words = new Set(
        ['az', 'tr', 'en', 'ru'].flatMap((language) =>
          wordPaths(
            JSON.parse(readFileSync(path.join(workspace, folder, language, 'words.json'), 'utf8')),
          ),
        ),
      );
      expect(textPaths(collection.fields ?? []).sort(), folder).toEqual([...words].sort());
    }
  });

  it('writes each collection in its own format, which keeps the order of its file', () => {
    const orders = editorKeyOrders();
    for (const collection of config.collections as { name: string; format: string }[]) {
      expect(collection.format).toBe(`json-${collection.name}`);
      expect(orders).toHaveProperty([collection.format]);
    }
    expect(Object.keys(orders['json-company'] as object).slice(0, 3)).toEqual([
      'siteOrigin',
      'brandName',
      'legalName',
    ]);
  });
});

describe('"View Live"', () => {
  it('opens a page of the site for every collection, on the local server with pnpm cms', () => {
    const local = editorConfig(undefined, { siteUrl: 'http://localhost:4173' });
    expect(local.site_url).toBe('http://localhost:4173');
    expect(config.site_url).toBe('https://www.example.com');
    const paths = (
      local.collections as { preview_path?: string; files?: { preview_path?: string }[] }[]
    ).flatMap(
      (collection) =>
        collection.files?.map((file) => file.preview_path) ?? [collection.preview_path],
    );
    expect(paths).toContain('az/services/metal-construction');
    expect(paths).toContain('az/partners');
    expect(paths).toContain('az/contact');
    for (const address of paths) expect(address).toMatch(/^az(\/[a-z0-9-]+)*$/);
  });
});

describe('fields from a schema', () => {
  const fields = fieldsFromSchema(companySchema) as Field[];

  it('take their label and help text from the schema', () => {
    expect(fieldNamed(fields, 'phone')).toMatchObject({
      label: 'Phone',
      widget: 'string',
      hint: expect.stringContaining('+994 12 345 67 89'),
    });
  });

  it('show words in four languages as four fields named in their own language', () => {
    expect(fieldNamed(fields, 'address').fields?.map(({ name, label }) => [name, label])).toEqual([
      ['az', 'Azərbaycanca'],
      ['tr', 'Türkçe'],
      ['en', 'English'],
      ['ru', 'Русский'],
    ]);
  });

  it('keep the three days of opening hours, with optional times and a list of days', () => {
    const hours = fieldNamed(fields, 'openingHours');
    expect(hours).toMatchObject({ widget: 'list', allow_add: false, allow_remove: false });
    expect(fieldNamed(hours.fields!, 'day')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Weekdays', value: 'weekdays' },
        { label: 'Saturday', value: 'saturday' },
        { label: 'Sunday', value: 'sunday' },
      ],
    });
    expect(fieldNamed(hours.fields!, 'opens')).toMatchObject({ widget: 'string', required: false });
  });

  it('tell whole numbers from decimals', () => {
    const map = fieldNamed(fields, 'map').fields!;
    expect(fieldNamed(map, 'zoom')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(fieldNamed(map, 'latitude')).toMatchObject({ widget: 'number', value_type: 'float' });
  });

  it('refuse a kind of value the editor has no field for', () => {
    expect(() => fieldFromSchema(z.date(), 'since')).toThrow(
      'The editor has no field for "since" (date).',
    );
  });
});

describe('fields from words', () => {
  it('give long texts a box, group as the file does and help with known words', () => {
    const fields = fieldsFromWords({
      meta: { title: 'Short', description: 'Long '.repeat(30) },
      works: { items: { canopies: { alt: 'A canopy' } } },
    }) as Field[];
    const meta = fieldNamed(fields, 'meta');
    expect(fieldNamed(meta.fields!, 'title')).toMatchObject({
      widget: 'string',
      i18n: true,
      hint: expect.stringContaining('browser tab'),
    });
    expect(fieldNamed(meta.fields!, 'description').widget).toBe('text');
    const alt = fieldNamed(
      fieldNamed(fieldNamed(fields, 'works').fields!, 'items').fields!,
      'canopies',
    ).fields![0]!;
    expect(alt).toMatchObject({ name: 'alt', hint: expect.stringContaining('cannot see') });
  });

  it('hold a description for search engines to 160 characters as staff type', () => {
    const fields = fieldsFromWords({
      meta: { title: 'Short', description: 'Short' },
      machines: { laser: { metaDescription: 'Short', description: 'Short' } },
    }) as Field[];
    const laser = fieldNamed(fieldNamed(fields, 'machines').fields!, 'laser').fields!;
    const limited = [
      fieldNamed(fieldNamed(fields, 'meta').fields!, 'description'),
      fieldNamed(laser, 'metaDescription'),
    ];
    for (const field of limited) {
      const [pattern, message] = field.pattern as [string, string];
      expect(new RegExp(pattern).test('x'.repeat(160))).toBe(true);
      expect(new RegExp(pattern).test('x'.repeat(161))).toBe(false);
      expect(message).toContain('160 characters');
    }
    expect(fieldNamed(laser, 'description').pattern).toBeUndefined();
  });
});

describe('a list of words', () => {
  it('is a list staff lengthen, in each language', () => {
    const [items] = fieldsFromWords({ items: ['Məftil', 'Elektrodlar'] }) as Field[];
    expect(items).toMatchObject({
      name: 'items',
      widget: 'list',
      i18n: true,
      field: { widget: 'string' },
      hint: expect.stringContaining('each has as many items as Azərbaycanca'),
    });
  });
});

describe('words with plural forms', () => {
  const fields = fieldsFromWords({
    list: { showing_one: '{{count}} dəzgah', showing_other: '{{count}} dəzgah', all: 'Hamısı' },
  }) as Field[];
  const list = fieldNamed(fields, 'list').fields!;

  it('get a field for each form any language writes, once, where az has them', () => {
    expect(list.map((field) => field.name)).toEqual([
      'showing_one',
      'showing_few',
      'showing_many',
      'showing_other',
      'all',
    ]);
  });

  it('say which forms only Russian has, and leave those optional', () => {
    expect(fieldNamed(list, 'showing_few')).toMatchObject({
      required: false,
      hint: expect.stringContaining('Only Russian has this form'),
    });
    expect(fieldNamed(list, 'showing_many').hint).toContain('«5 станков»');
    expect(fieldNamed(list, 'showing_one')).not.toHaveProperty('required');
    expect(fieldNamed(list, 'showing_other').hint).toContain('Keep {{count}}');
  });

  it('are written back in the order of each file', () => {
    const az = { title: null, showing_one: null, showing_other: null, more: null };
    const ru = {
      title: null,
      showing_one: null,
      showing_few: null,
      showing_many: null,
      showing_other: null,
      more: null,
    };
    expect(Object.keys(mergedKeyOrder([az, az, az, ru]) as object)).toEqual(Object.keys(ru));
    expect(mergedKeyOrder([{ a: { b: null } }, { a: { c: null } }])).toEqual({
      a: { b: null, c: null },
    });
  });
});

describe('the order of keys', () => {
  it('follows objects at every depth and arrays by their first item', () => {
    expect(keyOrder({ b: 1, a: { d: 'x', c: 'y' }, list: [{ z: 1, y: 2 }], empty: [] })).toEqual({
      b: null,
      a: { d: null, c: null },
      list: [{ z: null, y: null }],
      empty: [],
    });
  });
});
