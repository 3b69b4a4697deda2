import type { CustomTypeOptions, ParseKeys } from 'i18next';
import { wordKeys } from '@site/shared/i18n/wordKeys';

/** The products words, typed from the az files (src/i18n.d.ts). */
export type ProductWords = CustomTypeOptions['resources']['products'];

/** A key of the products words; a wrong one fails the type check. */
export type TextKey = ParseKeys<'products'>;

export const { key, keys } = wordKeys<ProductWords, TextKey>();
