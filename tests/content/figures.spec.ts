import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Amount } from '@site/shared/format/amount';
import { cncMachines, cncMoreSystems } from '../../products-mfe/src/content/cnc-laser/machines';
import { everyLocaleFile, workspace } from './sourceFiles';

// One figure for one fact: the laser power ranges a visitor reads (any app's words, any
// language) agree with the CNC catalogue's figures. A range in the products words ends at one
// of the catalogue's models; the company's range, stated outside the catalogue remote, is the
// catalogue's whole span.

const number = String.raw`\d+(?:[.,]\d+)?`;
const unit = String.raw`(?:kW|KW|kVt|кВт)`;
const gap = String.raw`(?:\\u00a0|\s|\u00a0)?`;
/** "1.5 to 120 kW", "1,5–120 kVt", "от 1,5 до 120 кВт", "1,5 kVt-dan 120 kVt-a", "1.5KW-120KW". */
const laserRange = new RegExp(
  String.raw`(${number})${gap}${unit}?${gap}(?:–|-|—| to | до |-dan |-den )${gap}(${number})${gap}${unit}`,
  'g',
);
/** The lowest and highest laser power each file states for a range starting at a source size. */
function laserRanges(file: string) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(laserRange)]
    .map(([match, from = '', to = '']) => ({
      match,
      from: Number(from.replace(',', '.')),
      to: Number(to.replace(',', '.')),
    }))
    .filter(({ from }) => from === 1.5);
}

describe('figures', () => {
  const files = everyLocaleFile();

  it('finds the laser power range in several apps and languages', () => {
    const stating = files.filter((file) => laserRanges(file).length > 0);
    expect(new Set(stating.map((file) => file.split(path.sep).at(-2))).size).toBeGreaterThan(3);
    expect(
      new Set(stating.map((file) => path.relative(workspace, file).split(path.sep)[0])).size,
    ).toBeGreaterThan(2);
  });

  /** The top of each catalogue machine's laser power range starting at 1.5 kW. */
  const modelTops = new Set(
    [...cncMachines, ...cncMoreSystems].flatMap(({ specifications }) => {
      const power = (specifications as Record<string, Amount | undefined>).laserPower;
      return power?.kind === 'range' && power.unit === 'kW' && power.from === 1.5 ? [power.to] : [];
    }),
  );
  const span = Math.max(...modelTops);

  it('reads the span of the catalogue from its machines', () => {
    expect(span).toBe(120);
  });

  it('states only ranges the catalogue has, and its whole span outside the catalogue remote', () => {
    const disagreeing = files.flatMap((file) => {
      const relative = path.relative(workspace, file);
      const allowed = (to: number) =>
        relative.startsWith('products-mfe') ? modelTops.has(to) : to === span;
      return laserRanges(file)
        .filter(({ to }) => !allowed(to))
        .map(({ match }) => `${relative}: ${match}`);
    });
    expect(disagreeing).toEqual([]);
  });
});
