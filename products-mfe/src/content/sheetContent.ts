import { isAmount, type Amount } from '@site/shared/format/amount';
import type { ImageAsset } from '@site/shared/content/types';
import type { SheetFigures } from '@site/shared/content/schemas/sheetFigures';
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

/** The names under `path` whose words have a label. */
type RowNames<P extends Path> = {
  [Name in NamesAt<ProductWords, P>]: At<ProductWords, `${P}.${Name}`> extends { label: string }
    ? Name
    : never;
}[NamesAt<ProductWords, P>];

/** The value is the words at `<path>.<name>.value`, e.g. "Argon or nitrogen". */
export const words = 'words';

/** The words at `<path>.<name>.value` with a `{{name}}` for each figure: "{{steps}} steps, {{speeds}}". */
export const phrase = (figures: Readonly<Record<string, Amount>>) => ({ figures });

type RowValue = Amount | typeof words | ReturnType<typeof phrase>;

/**
 * Specification rows in the order given: the label is always words (`<path>.<name>.label`); the
 * value is a figure, words, or words around figures. Figures are data, written in the reader's
 * language by one formatter, so a number is stated once for all four languages.
 */
export const specificationRows = <P extends Path>(
  path: P,
  rows: Partial<Record<RowNames<P>, RowValue>>,
): SpecificationRow[] =>
  (Object.entries(rows) as [string, RowValue][]).map(([name, value]) => {
    const text = `${path}.${name}.value`;
    return {
      label: `${path}.${name}.label`,
      value: value === words ? text : isAmount(value) ? value : { text, figures: value.figures },
    };
  });

export { keys } from './words';

/**
 * A machine sheet's model and specification rows from its page's content file
 * (`content/<page>/machines.json`, checked against the page's words before every build): the
 * figures staff change in the content editor, under the words at `path`.
 */
export function sheetFigures<P extends Path>(
  file: Readonly<Record<string, SheetFigures>>,
  sheet: string,
  path: P,
): { model: string; specifications: SpecificationRow[] } {
  const own = file[sheet];
  if (!own) throw new Error(`The machines.json of ${path} has no sheet "${sheet}"`);
  return {
    model: own.model,
    specifications: specificationRows(
      path,
      own.specifications as Partial<Record<RowNames<P>, RowValue>>,
    ),
  };
}
