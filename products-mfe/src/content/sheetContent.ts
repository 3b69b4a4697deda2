import type { ImageAsset } from '@site/shared/content/types';
import type { SpecificationRow } from '../specs/normalizeSpecifications';
import type { TextKey } from './types';

/** Gallery images of a machine, each with its own alternative text under `<prefix>.<name>`. */
export const galleryImages = (
  prefix: string,
  images: readonly (readonly [src: string, name: string])[],
): ImageAsset[] =>
  images.map(([src, name]) => ({ src, width: 1200, height: 900, alt: `${prefix}.${name}` }));

/** Specification rows whose label and value are both words of the locale files. */
export const specificationRows = (prefix: string, names: readonly string[]): SpecificationRow[] =>
  names.map((name) => ({ label: `${prefix}.${name}.label`, value: `${prefix}.${name}.value` }));

/** `keys('a.b', ['x', 'y'])` -> `['a.b.x', 'a.b.y']`. */
export const keys = (prefix: string, names: readonly string[]): TextKey[] =>
  names.map((name) => `${prefix}.${name}`);
