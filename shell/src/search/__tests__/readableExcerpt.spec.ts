import { describe, expect, it } from 'vitest';
import { afterTitle, readableExcerpt } from '../readableExcerpt';

/** The page's text as Pagefind gives it, and the word positions of a search's matches. */
const page =
  'Exchange-platform fibre laser cutting machine. Model: EP-4020. The EP series adds a second ' +
  'table and a closed cabin to the sheet laser. While the beam cuts on one table, the operator ' +
  'clears parts and lays a new sheet on the other; the tables change places in 15 seconds. The ' +
  '4000 × 2000 mm processing format takes full large sheets, so the laser rarely waits for people.';
const words = page.split(' ');
const at = (word: string, from = 0) => words.indexOf(word, from);

describe('a search result’s excerpt', () => {
  it('starts at the sentence that holds the match and keeps a model code whole', () => {
    expect(readableExcerpt(page, [at('EP-4020.')], 12)).toBe(
      'Model: <mark>EP-4020.</mark> The EP series adds a second table and a closed cabin to the sheet laser.',
    );
  });

  it('finishes a sentence that ends soon after, and says “…” where it cuts one', () => {
    expect(readableExcerpt(page, [at('beam')], 14)).toBe(
      'While the <mark>beam</mark> cuts on one table, the operator clears parts and lays a new sheet on the other; the tables change places in 15 seconds.',
    );
    expect(readableExcerpt(page, [at('beam')], 4)).toBe('While the <mark>beam</mark> cuts…');
  });

  it('says “…” before a match deep in a long sentence, with a few words of lead-in', () => {
    const long = `${'one two three four five six seven eight nine ten eleven twelve thirteen '.repeat(2)}laser here.`;
    expect(readableExcerpt(long, [long.split(' ').indexOf('laser')], 6)).toBe(
      '…ten eleven twelve thirteen <mark>laser</mark> here.',
    );
  });

  it('starts its lead-in at a word, not at a dash', () => {
    const long = `${'one two three four five six seven eight nine ten eleven twelve thirteen '.repeat(2)}— for the big laser here.`;
    expect(readableExcerpt(long, [long.split(' ').indexOf('laser')], 6)).toBe(
      '…for the big <mark>laser</mark> here.',
    );
  });

  it('opens with the page’s first words when the match was in the title', () => {
    expect(readableExcerpt(page, [], 6)).toBe(
      'Exchange-platform fibre laser cutting machine. Model: EP-4020.',
    );
  });

  it('marks every match and shows the text as text', () => {
    expect(readableExcerpt('Cut <b> & “weld” steel. Laser steel.', [3, 5], 10)).toBe(
      'Cut &lt;b&gt; &amp; <mark>“weld”</mark> steel. <mark>Laser</mark> steel.',
    );
    expect(readableExcerpt('Tom &amp; Jerry', [0], 10)).toBe('<mark>Tom</mark> &amp; Jerry');
  });

  it('is empty for an empty page', () => {
    expect(readableExcerpt('  ', [0])).toBe('');
  });
});

describe('the text after the title', () => {
  it('leaves out the title the result already shows, and moves the matches with it', () => {
    const title = 'Exchange-platform fibre laser cutting machine';
    const text = afterTitle(page, [at('laser'), at('EP-4020.')], title);
    expect(text.content.startsWith('Model: EP-4020. The EP series')).toBe(true);
    expect(text.locations).toEqual([1]);
    expect(readableExcerpt(text.content, text.locations, 6)).toBe(
      'Model: <mark>EP-4020.</mark> The EP series adds a second table and a closed cabin to the sheet laser.',
    );
  });

  it('keeps the text whole when it does not open with the title', () => {
    expect(afterTitle(page, [4], 'Model')).toEqual({ content: page, locations: [4] });
  });
});
