/** The page container: `min(1200px, 100% - 2rem)` (styles/base.css). */
const containerMax = 1200;
const containerGutter = '2rem';
const wide = `(min-width: ${containerMax + 32}px)`;

/**
 * `sizes` for an image in a grid of the page container, from the columns it has from each
 * viewport width on: `{ 0: 2, 900: 4 }` is two columns on a phone and four from 900 px.
 */
export function gridSizes(columnsFrom: Readonly<Record<number, number>>): string {
  const steps = Object.entries(columnsFrom)
    .map(([from, columns]) => [Number(from), columns] as const)
    .sort(([a], [b]) => b - a);
  const widest = steps[0]?.[1] ?? 1;
  return [
    `${wide} ${Math.ceil(containerMax / widest)}px`,
    ...steps.map(([from, columns]) => {
      const width =
        columns === 1
          ? `calc(100vw - ${containerGutter})`
          : `calc((100vw - ${containerGutter}) / ${columns})`;
      return from > 0 ? `(min-width: ${from}px) ${width}` : width;
    }),
  ].join(', ');
}

/** A picture that fills the screen, as in the lightbox. */
export const screenSizes = '100vw';
