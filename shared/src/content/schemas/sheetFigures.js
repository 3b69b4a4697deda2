// @ts-check
// The figures of the machine sheets of a products page (`products-mfe/content/<page>/machines.json`:
// lathe and milling machine, guillotine and plasma cutter, handheld laser welder), one entry per
// sheet, keyed as the page's words key it (`lathe` → `lathe.specs.<row>` in the words). Each row
// is a figure, words around figures (`{ figures }`, one per `{{placeholder}}` of the row's
// words), or only words (`"words"`: the row's text is all in the page's words).
import { z } from 'zod';
import { amountSchema } from './amount.js';
import { text } from './fields.js';
import { placeholdersOf } from './pageWords.js';

/** Words around figures: one figure per placeholder of the row's words. */
const phraseSchema = z.strictObject({
  figures: z.record(z.string(), amountSchema).meta({ title: 'Figures' }),
});

/** A row whose text is all words (the row's `value` in the page's words). */
const wordsOnly = z.literal('words');

/**
 * @typedef {{ label: string; value?: string }} RowWords a row's words in az
 */

/**
 * One row, checked against its az words: a figure has no words for its value, words around
 * figures name exactly the figures given, words only have no placeholder.
 * @param {RowWords} words
 */
function rowSchema(words) {
  const wanted = placeholdersOf(words.value ?? '');
  return z.union([amountSchema, phraseSchema, wordsOnly]).superRefine((row, context) => {
    const given =
      typeof row === 'object' && 'figures' in row ? Object.keys(row.figures).sort() : [];
    if (typeof row === 'object' && 'kind' in row && words.value !== undefined) {
      context.addIssue({
        code: 'custom',
        message: 'is a figure, but the words give this row a text',
      });
    } else if (row === 'words' && (words.value === undefined || wanted.length > 0)) {
      context.addIssue({
        code: 'custom',
        message:
          words.value === undefined
            ? 'is words, but the words have no text for this row'
            : `is words, but its text names figures (${wanted.join(', ')})`,
      });
    } else if (typeof row === 'object' && 'figures' in row && given.join() !== wanted.join()) {
      context.addIssue({
        code: 'custom',
        message: `gives the figures ${given.join(', ') || '(none)'}, but its words name ${wanted.join(', ') || 'none'}`,
      });
    }
  });
}

/**
 * The sheets of one page, from the page's az words: each sheet the words have (`<sheet>.specs`)
 * with its model and any of its rows.
 * @param {Record<string, { specs?: Record<string, RowWords> }>} words the page's az words
 * @param {readonly string[]} sheets the keys of the sheets in the file
 */
export const sheetFiguresSchema = (words, sheets) =>
  z.strictObject(
    Object.fromEntries(
      sheets.map((sheet) => [
        sheet,
        z.strictObject({
          model: text().meta({ title: 'Model', description: 'As on the plate and the datasheet.' }),
          specifications: z.strictObject(
            Object.fromEntries(
              Object.entries(words[sheet]?.specs ?? {}).map(([row, rowWords]) => [
                row,
                rowSchema(rowWords).optional(),
              ]),
            ),
          ),
        }),
      ]),
    ),
  );

/**
 * @typedef {import('../../format/amount').Amount} Amount
 * @typedef {{ model: string; specifications: Record<string, Amount | { figures: Record<string, Amount> } | 'words'> }} SheetFigures
 */
