import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyLocaleFile, workspace } from './sourceFiles';

// One number style for the figures a visitor reads in words, as the formatter writes figures
// (shared/src/format): a four-digit number is never grouped (2400 m², as 2400 kg), and a
// dimension in millimetres is one block in every language (14000 × 3100 mm, 12000 mm).

/** The words of every page, and the lists staff keep with their words (partners, projects). */
const files = [
  ...everyLocaleFile(),
  path.join(workspace, 'showcase-mfe/content/partners.json'),
  path.join(workspace, 'showcase-mfe/content/projects.json'),
];

const separator = String.raw`(?:\\u00a0|\u00a0| |\.|,)`;
const unitGap = String.raw`(?:\\u00a0|\u00a0| )?`;

/** Matches of `pattern` in every file, as `file: match`. */
const found = (pattern: RegExp) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map(
      ([match]) => `${path.relative(workspace, file)}: ${match}`,
    ),
  );

describe('figures in words', () => {
  it('never group a four-digit number before a unit', () => {
    const grouped = new RegExp(
      String.raw`(?<![\d.,])[1-9]${separator}\d{3}(?!\d)${unitGap}(?:m²|м²|mm|мм|kq|kg|кг|m\b|м\b|t\b|т\b)`,
      'g',
    );
    expect(found(grouped)).toEqual([]);
  });

  it('write millimetres as one block', () => {
    const grouped = new RegExp(
      String.raw`\d${separator}\d{3}(?!\d)${unitGap}(?:mm|мм)(?![²\w])`,
      'g',
    );
    expect(found(grouped)).toEqual([]);
  });

  it('find the figures they check', () => {
    const area = new RegExp(String.raw`\d{4}${unitGap}(?:m²|м²)`, 'g');
    expect(found(area).length).toBeGreaterThan(4);
  });
});
