import { isAmount, type Amount } from '@site/shared/format/amount';
import { formatAmount } from '@site/shared/format/formatAmount';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@site/shared/i18n/languages';

/** Words with figures in them: `text` is a key whose words hold `{{name}}` for each figure. */
export interface SpecPhrase {
  text: string;
  figures: Readonly<Record<string, Amount>>;
}

/**
 * A specification's value: a key of the words (or text such as a model number), a figure, or
 * words around figures. Figures are written by one formatter in the reader's language.
 */
export type SpecValue = string | Amount | SpecPhrase;

/** Translates a key with the given values; text that is not a key passes through. */
export type SpecTranslate = (text: string, values?: Readonly<Record<string, string>>) => string;

/**
 * The products words of an i18next instance (the page's or a datasheet's) as a `SpecTranslate`:
 * a specification is a key, with figures for a phrase, or the text itself (a model number).
 * Keys of phrases are built at run time, so they go through the untyped `t` of the instance.
 */
export const productsTranslate =
  (i18n: I18n): SpecTranslate =>
  (text, values) =>
    i18n.exists(text, { ns: 'products' })
      ? (i18n.t as (key: string, options: object) => string)(text, { ns: 'products', ...values })
      : text;

const isPhrase = (value: SpecValue): value is SpecPhrase =>
  typeof value === 'object' && 'figures' in value;

/** The value as a reader of `language` sees it, on the page and in the datasheet. */
export function readSpecValue(
  value: SpecValue,
  language: Language,
  translate: SpecTranslate,
): string {
  if (typeof value === 'string') return translate(value);
  if (isAmount(value)) return formatAmount(value, language);
  if (isPhrase(value)) {
    const figures = Object.fromEntries(
      Object.entries(value.figures).map(([name, figure]) => [name, formatAmount(figure, language)]),
    );
    return translate(value.text, figures);
  }
  return '';
}

export const isEmptySpecValue = (value: SpecValue): boolean =>
  typeof value === 'string' && value.trim() === '';

/** The keys of words a value reads: none for a figure. */
export function specValueKeys(value: SpecValue): string[] {
  if (typeof value === 'string') return [value];
  return isPhrase(value) ? [value.text] : [];
}
