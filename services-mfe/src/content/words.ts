import type { CustomTypeOptions, ParseKeys } from 'i18next';
import type { PathsWith } from '@site/shared/i18n/wordKeys';

/** The services words, typed from the az files (src/i18n.d.ts). */
export type ServiceWords = CustomTypeOptions['resources']['services'];

/** A key of the services words; a wrong one fails the type check. */
export type TextKey = ParseKeys<'services'>;

/** The places in the services words that have the given shape. */
export type WordsWith<Shape> = PathsWith<ServiceWords, Shape>;
