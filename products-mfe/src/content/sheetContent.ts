import type { ImageAsset } from '@site/shared/content/types';
import type { At, Branches, NamesAt } from '@site/shared/i18n/wordKeys';
import type { SpecificationRow } from '../specs/normalizeSpecifications';
import { key, type ProductWords, type TextKey } from './words';

type Path = Branches<ProductWords>;

/** Gallery images of a machine, each with its own alternative text under `<path>.<name>`. */
export const galleryImages = <P extends Path>(
  path: P,
  images: readonly (readonly [src: string, name: NamesAt<ProductWords, P>])[],
): ImageAsset<TextKey>[] =>
  images.map(([src, name]) => ({ src, width: 1200, height: 900, alt: key(path, name) }));

/** The names under `path` whose words are a label and a value. */
type RowNames<P extends Path> = {
  [Name in NamesAt<ProductWords, P>]: At<ProductWords, `${P}.${Name}`> extends {
    label: string;
    value: string;
  }
    ? Name
    : never;
}[NamesAt<ProductWords, P>];

/** Specification rows whose label and value are both words: `<path>.<name>.label` and `.value`. */
export const specificationRows = <P extends Path>(
  path: P,
  names: readonly RowNames<P>[],
): SpecificationRow[] =>
  names.map((name) => ({
    label: `${path}.${name}.label` as TextKey,
    value: `${path}.${name}.value` as TextKey,
  }));

export { keys } from './words';
