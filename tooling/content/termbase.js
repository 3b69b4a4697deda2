// @ts-check
// The termbase check: every word a visitor reads (a page's words, a section's menu, the shell's
// and the shared words, the partners and projects lists, which the datasheets and the search
// show too, and the company's facts in each language) against the variants the termbase says
// not to use in that language.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@site/shared/i18n/siteLanguages';
import { conceptsSchema, languageTermsSchema } from '@site/shared/content/schemas/termbase';
import { contentPages, partnersFile, projectsFile } from './contentFiles.js';

/** The company's facts: its name, address and hours in each language are words too. */
const companyFile = 'shared/content/company.json';

/** The termbase, kept with the content: the concepts, and each language's terms. */
export const termbaseFolder = 'shared/content/termbase';
export const conceptsFile = `${termbaseFolder}/concepts.json`;
export const termsFile = (/** @type {string} */ language) => `${termbaseFolder}/${language}.json`;

/** @typedef {(typeof languages)[number]} Language */
/** @typedef {{ file: string; key: string; text: string }} Text */

/**
 * Every string of a JSON value with the key path to it (`catalog.title`).
 * @param {unknown} value
 * @param {string} [key]
 * @returns {Array<{ key: string; text: string }>}
 */
function stringsOf(value, key = '') {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${key}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) =>
      stringsOf(item, key ? `${key}.${name}` : name),
    );
  }
  return [];
}

/** @param {string} root @param {string} file */
const json = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * The texts of one language a visitor can read, by file and key.
 * @param {string} root where the content folders are
 * @param {Language} language
 * @param {string} workspace where the code's words are (menus, shell, shared)
 * @returns {Text[]}
 */
export function textsOf(root, language, workspace = root) {
  /** @type {Text[]} */
  const texts = [];
  const add = (/** @type {string} */ file, /** @type {unknown} */ value) =>
    texts.push(...stringsOf(value).map(({ key, text }) => ({ file, key, text })));
  for (const page of contentPages(root)) {
    const file = `${page}/${language}/words.json`;
    if (existsSync(path.join(root, file))) add(file, json(root, file));
  }
  const codeWords = [
    `shell/src/locales/${language}/shell.json`,
    `shared/src/locales/${language}/common.json`,
    ...['services-mfe', 'products-mfe', 'showcase-mfe'].map(
      (app) => `${app}/src/locales/${language}/navigation.json`,
    ),
  ];
  for (const file of codeWords) {
    if (existsSync(path.join(workspace, file))) add(file, json(workspace, file));
  }
  // Lists with words in every language: only this language's.
  for (const file of [partnersFile, projectsFile, companyFile]) {
    if (!existsSync(path.join(root, file))) continue;
    for (const { key, text } of stringsOf(json(root, file))) {
      if (key.endsWith(`.${language}`)) texts.push({ file, key, text });
    }
  }
  return texts;
}

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A variant as a pattern: a whole word or phrase in any case (`=Word` only as written), and
 * `stem*` with any ending.
 * @param {string} variant
 * @param {Language} language
 */
export function variantPattern(variant, language) {
  const exact = variant.startsWith('=');
  const bare = exact ? variant.slice(1) : variant;
  const stem = bare.endsWith('*');
  const text = stem ? bare.slice(0, -1) : bare;
  const written = exact ? text : text.toLocaleLowerCase(language);
  const words = escaped(written).replace(/\s+/g, '\\s+');
  return {
    exact,
    /** Its longest word as written: every text that holds the variant holds this. */
    literal: written
      .trim()
      .split(/\s+/)
      .reduce((longest, word) => (word.length > longest.length ? word : longest), ''),
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${words}${stem ? '[\\p{L}]*' : ''}(?![\\p{L}\\p{N}])`,
      'u',
    ),
  };
}

/**
 * Where the approved terms stand in a text, so a variant inside one ("equipment maintenance" in
 * "industrial equipment maintenance") is not taken for the variant itself; a variant that only
 * overlaps one ("волоконный станок" in "Волоконный станок лазерной резки", where "станок
 * лазерной резки" is fine) still is.
 * @param {string} subject the text, lower-cased unless the rule is exact
 * @param {RegExp[]} approved the approved terms' patterns (global)
 * @returns {Array<[number, number]>}
 */
function approvedRanges(subject, approved) {
  return approved.flatMap((pattern) =>
    [...subject.matchAll(pattern)].map(
      (found) => /** @type {[number, number]} */ ([found.index, found.index + found[0].length]),
    ),
  );
}

/**
 * The first place a variant stands in a text outside every approved term that contains it.
 * @param {string} subject
 * @param {{ literal: string; pattern: RegExp; approved: RegExp[] }} rule the variant's longest
 *   word, its pattern (global) and the approved terms' patterns
 */
function variantOutsideApproved(subject, { literal, pattern, approved }) {
  // Most texts hold no variant at all: a text without the variant's longest word cannot, and
  // only a text the pattern finds is searched for the approved terms.
  if (!subject.includes(literal) || subject.search(pattern) < 0) return undefined;
  const ranges = approvedRanges(subject, approved);
  return [...subject.matchAll(pattern)].find(
    (found) =>
      !ranges.some(([start, end]) => start <= found.index && found.index + found[0].length <= end),
  );
}

/**
 * Where the texts use a variant the termbase says not to: `file: key: "variant", write "term"`.
 * @param {import('@site/shared/content/schemas/termbase').Termbase} termbase
 * @param {(language: Language) => Text[]} texts
 * @returns {string[]}
 */
export function termProblems(termbase, texts) {
  /** @type {string[]} */
  const problems = [];
  for (const language of languages) {
    const rules = Object.entries(termbase.terms[language] ?? {}).flatMap(([concept, entry]) => {
      const approved = [entry.use, ...(entry.also ?? [])];
      /** The approved terms' patterns: once per rule, not once per variant or per text. */
      const approvedPatterns = (/** @type {boolean} */ exact) =>
        approved.map(
          (term) =>
            new RegExp(variantPattern(exact ? `=${term}` : term, language).pattern.source, 'gu'),
        );
      const approvedAsWritten = approvedPatterns(true);
      const approvedLowerCased = approvedPatterns(false);
      return entry.avoid.map((variant) => {
        const { exact, pattern, literal } = variantPattern(variant, language);
        return {
          concept,
          use: entry.use,
          variant,
          exact,
          literal,
          pattern: new RegExp(pattern.source, 'gu'),
          approved: exact ? approvedAsWritten : approvedLowerCased,
        };
      });
    });
    for (const { file, key, text } of texts(language)) {
      // Lower-cased in its own language: the Turkish and Azerbaijani İ and ı stay themselves.
      const lower = text.toLocaleLowerCase(language);
      for (const rule of rules) {
        const { concept, use, variant, exact } = rule;
        const found = variantOutsideApproved(exact ? text : lower, rule);
        if (!found) continue;
        problems.push(
          `${file}: ${key}: "${text.slice(found.index, found.index + found[0].length)}" is a variant of ${concept} to avoid (${variant}); write "${use}"`,
        );
      }
    }
  }
  return problems;
}

/**
 * The termbase check of a content root: each language names every concept, once; and every
 * text of the site uses none of the variants to avoid; each file has the shape its schema says.
 * Staff edit the terms in the content editor (cms/collections/termbase.js).
 * @param {string} root
 * @param {string} [workspace]
 * @returns {string[]}
 */
export function termbaseProblems(root, workspace = root) {
  if (!existsSync(path.join(root, conceptsFile))) return [];
  /** @type {string[]} */
  const problems = [];
  /** A termbase file's own problems, by field, as the content check words them. */
  const shapeProblems = (/** @type {string} */ file, /** @type {import('zod').ZodError} */ error) =>
    error.issues.map(
      (issue) => `${file}: ${issue.path.join('.') || '(the file)'}: ${issue.message}`,
    );
  /** A termbase file's data, or its problem when it is not JSON. */
  const read = (/** @type {string} */ file) => {
    try {
      return json(root, file);
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const conceptsData = read(conceptsFile);
  if (conceptsData === undefined) return problems;
  const concepts = conceptsSchema.safeParse(conceptsData);
  if (!concepts.success) return shapeProblems(conceptsFile, concepts.error);
  /** @type {import('@site/shared/content/schemas/termbase').Termbase} */
  const termbase = { concepts: concepts.data, terms: {} };
  for (const language of languages) {
    const file = termsFile(language);
    if (!existsSync(path.join(root, file))) {
      problems.push(`${file}: is missing (${language})`);
      continue;
    }
    const data = read(file);
    if (data === undefined) continue;
    const parsed = languageTermsSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...shapeProblems(file, parsed.error));
      continue;
    }
    termbase.terms[language] = parsed.data.terms;
    for (const id of Object.keys(concepts.data)) {
      if (!parsed.data.terms[id]) problems.push(`${file}: terms.${id}: is missing`);
    }
    for (const id of Object.keys(parsed.data.terms)) {
      if (!concepts.data[id])
        problems.push(`${file}: terms.${id}: is not a concept of ${conceptsFile}`);
    }
  }
  return [...problems, ...termProblems(termbase, (language) => textsOf(root, language, workspace))];
}
