/**
 * A search result's excerpt that reads like the page: whole words (a model code such as
 * `EP-4020` is one word), from the start of the sentence that holds the first match when it
 * begins a few words before it, to the end of a sentence when one ends soon after; where the
 * text is cut anyway, an ellipsis says so. Built from the page's text and the word positions of
 * the matches that Pagefind gives, as HTML with the matches in `<mark>` (like Pagefind's own).
 */

/** About as long as Pagefind's own excerpt. */
export const excerptWords = 30;

/** How far the excerpt reaches back to a sentence's start, or on to its end. */
const reach = 12;

const endsSentence = (word: string | undefined) => !word || /[.!?…][»”"')\]]*$/u.test(word);

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Pagefind's text may arrive escaped; decode, then escape once. */
const asHtml = (word: string) =>
  word
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)
    .replace(/[&<>"]/g, (char) => escapes[char] ?? char);

export function readableExcerpt(
  content: string,
  locations: readonly number[],
  length = excerptWords,
): string {
  const words = content.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  // With no match in the text (it was in the title), the page's first words.
  const first =
    locations.length > 0 ? Math.min(words.length - 1, Math.max(0, Math.min(...locations))) : 0;

  let start = first;
  while (start > 0 && first - start < reach && !endsSentence(words[start - 1])) start -= 1;
  const cutBefore = start > 0 && !endsSentence(words[start - 1]);
  // No sentence start within reach: a few words of lead-in, then the match.
  if (cutBefore) start = Math.max(0, first - 4);
  // "…— for steel" reads badly: the lead-in starts at a word.
  while (cutBefore && start < first && !/[\p{L}\p{N}]/u.test(words[start] ?? '')) start += 1;

  let end = Math.min(words.length, start + length);
  let sentenceEnd = end;
  while (
    sentenceEnd < words.length &&
    sentenceEnd - end < reach &&
    !endsSentence(words[sentenceEnd - 1])
  ) {
    sentenceEnd += 1;
  }
  if (endsSentence(words[sentenceEnd - 1]) || sentenceEnd === words.length) end = sentenceEnd;
  const cutAfter = end < words.length && !endsSentence(words[end - 1]);

  const marked = new Set(locations);
  const text = words
    .slice(start, end)
    .map((word, index) =>
      marked.has(start + index) ? `<mark>${asHtml(word)}</mark>` : asHtml(word),
    )
    .join(' ');
  return `${cutBefore ? '…' : ''}${text}${cutAfter ? '…' : ''}`;
}

/**
 * The page's text after its title, which the result shows above the excerpt (Pagefind's text
 * opens with the page's heading when nothing precedes it), with the matches' positions moved to
 * match.
 */
export function afterTitle(
  content: string,
  locations: readonly number[],
  title: string,
): { content: string; locations: number[] } {
  const words = content.split(/\s+/u).filter(Boolean);
  const titleWords = title.split(/\s+/u).filter(Boolean);
  const opening = words.slice(0, titleWords.length).join(' ').replace(/\.$/u, '');
  if (
    titleWords.length === 0 ||
    opening !== titleWords.join(' ') ||
    words.length === titleWords.length
  ) {
    return { content, locations: [...locations] };
  }
  return {
    content: words.slice(titleWords.length).join(' '),
    locations: locations
      .map((location) => location - titleWords.length)
      .filter((location) => location >= 0),
  };
}
