import type { CustomTypeOptions, ParseKeys } from 'i18next';

/** The showcase words, typed from the az files (src/i18n.d.ts). */
export type ShowcaseWords = CustomTypeOptions['resources']['showcase'];

/** A key of the showcase words; a wrong one fails the type check. */
export type TextKey = ParseKeys<'showcase'>;
