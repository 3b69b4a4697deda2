import type { Language } from '@site/shared/i18n/languages';
import type { QuoteItem } from '@site/shared/lists/quoteList';
import type { ContactValues } from '../contact/contactMessage';

/** The words of the request, in the page's language (the page passes its translations). */
export interface QuoteMessageWords {
  greeting: string;
  item: (line: { index: number; name: string; model?: string; quantity?: number }) => string;
  note: (note: string) => string;
  more: (count: number) => string;
  details: string;
  labels: Record<'name' | 'company' | 'email' | 'phone', string>;
}

export interface QuoteMessage {
  text: string;
  /** How many items the text names; fewer than the list when the link could not hold them. */
  shown: number;
  /** Whether every note is there in full. */
  fullNotes: boolean;
}

/** A note cut to this many characters when the whole list does not fit a link. */
const shortNote = 60;

/** Cuts by characters as a reader counts them, never through an emoji or a letter's accent. */
function cut(text: string, length: number): string {
  const characters = [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
  return characters.length > length
    ? `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/**
 * The request as the visitor reads it and sends it: a greeting, one numbered line per item
 * (name in the page's language, model, quantity of a product) with its note, then the
 * visitor's details; empty details are left out.
 */
export function writeQuoteMessage(
  items: readonly QuoteItem[],
  language: Language,
  details: Partial<ContactValues>,
  words: QuoteMessageWords,
  { shown = items.length, noteLength = Infinity }: { shown?: number; noteLength?: number } = {},
): string {
  const lines = [words.greeting];
  items.slice(0, shown).forEach((item, index) => {
    lines.push(
      words.item({
        index: index + 1,
        name: item.title[language],
        ...(item.model ? { model: item.model } : {}),
        ...(item.kind === 'product' ? { quantity: item.quantity } : {}),
      }),
    );
    const note = item.note.trim();
    if (note) lines.push(words.note(cut(note, noteLength)));
  });
  if (shown < items.length) lines.push(words.more(items.length - shown));
  const filled = (['name', 'company', 'email', 'phone'] as const).filter((field) =>
    details[field]?.trim(),
  );
  if (filled.length > 0) {
    lines.push('', words.details);
    for (const field of filled) lines.push(`${words.labels[field]}: ${details[field]?.trim()}`);
  }
  return lines.join('\n');
}

/**
 * The longest form of the request that `fits` a link: the whole of it, or with long notes cut,
 * or with the last items left out (the text then says how many more there are).
 */
export function fitQuoteMessage(
  items: readonly QuoteItem[],
  language: Language,
  details: Partial<ContactValues>,
  words: QuoteMessageWords,
  fits: (text: string) => boolean,
): QuoteMessage {
  const whole = writeQuoteMessage(items, language, details, words);
  if (fits(whole)) return { text: whole, shown: items.length, fullNotes: true };
  for (let shown = items.length; shown >= 1; shown -= 1) {
    const text = writeQuoteMessage(items, language, details, words, {
      shown,
      noteLength: shortNote,
    });
    if (fits(text)) return { text, shown, fullNotes: false };
  }
  return {
    text: writeQuoteMessage(items, language, {}, words, { shown: 0 }),
    shown: 0,
    fullNotes: false,
  };
}
