import type { LocalizedText } from '../contract/manifest';
import { languages } from '../i18n/languages';
import { createStoredList, useStoredList } from './storedList';

/** One line of the quote request: a machine, a consumables group or a service. */
export interface QuoteItem {
  /** Unique on the site: the page path, and the product on pages that show several. */
  id: string;
  /** The page below the language root, e.g. `products/cnc-laser/single-platform`. */
  path: string;
  /** Its name in every language, so the list reads right after a language switch. */
  title: LocalizedText;
  /** The model, where it has one (`SP-3015`); the same in every language. */
  model?: string;
  /**
   * A machine is counted; a consumables group (wires, discs, gloves…) and a service are
   * described in the note, as a group holds many items and has no one quantity.
   */
  kind: 'product' | 'group' | 'service';
  quantity: number;
  note: string;
}

/** What a page offers to the list; quantity and note start empty. */
export type QuoteOffer = Omit<QuoteItem, 'quantity' | 'note'>;

export const quoteLimits = { items: 30, quantity: 999, note: 300 } as const;

/**
 * Whether the items with these ids all fit on the request: those already on it take no room, the
 * others one each, up to `quoteLimits.items`.
 */
export function quoteHasRoomFor(items: readonly QuoteItem[], ids: readonly string[]): boolean {
  const onList = new Set(items.map((item) => item.id));
  return ids.filter((id) => !onList.has(id)).length <= quoteLimits.items - items.length;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readTitle(value: unknown): LocalizedText | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const title = value as Partial<Record<string, unknown>>;
  const entries = languages.map((language) => [language, title[language]] as const);
  return entries.every(([, text]) => isText(text) && text.trim() !== '')
    ? (Object.fromEntries(entries) as LocalizedText)
    : undefined;
}

/** At most `length` UTF-16 units, never half of an emoji. */
function limit(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = /[\uD800-\uDBFF]/.test(text[length - 1] ?? '') ? length - 1 : length;
  return text.slice(0, end);
}

export const clampQuantity = (value: number): number =>
  Number.isFinite(value) ? Math.min(quoteLimits.quantity, Math.max(1, Math.round(value))) : 1;

function readQuoteItem(value: unknown): QuoteItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Partial<Record<keyof QuoteItem, unknown>>;
  const title = readTitle(item.title);
  if (!isText(item.id) || !item.id || !isText(item.path) || !title) return undefined;
  return {
    id: item.id,
    path: item.path,
    title,
    ...(isText(item.model) && item.model ? { model: item.model } : {}),
    kind: item.kind === 'service' || item.kind === 'group' ? item.kind : 'product',
    quantity: clampQuantity(typeof item.quantity === 'number' ? item.quantity : 1),
    note: isText(item.note) ? limit(item.note, quoteLimits.note) : '',
  };
}

/** Where the list is kept: version 1 is `{ "version": 1, "items": QuoteItem[] }` under `site.quote`. */
export const quoteStorage = { key: 'site.quote', version: 1, limit: quoteLimits.items } as const;

export const quoteList = createStoredList<QuoteItem>({ ...quoteStorage, readItem: readQuoteItem });

export const useQuoteList = () => useStoredList(quoteList);

/**
 * Adds the item once, at once: it is stored before the button shows it added. Adding it again
 * keeps its quantity, its note and the names it already has.
 */
export function addToQuote(offer: QuoteOffer): void {
  quoteList.write((items) =>
    items.some((item) => item.id === offer.id)
      ? items.map((item) =>
          item.id === offer.id ? { ...item, ...offer, title: item.title } : item,
        )
      : [...items, { ...offer, quantity: 1, note: '' }],
  );
}

/**
 * What the page's inline script stores when "Add to quote request" is pressed before the client
 * has taken the page over (shell/src/loader/clientLoader.ts): where the list is kept, and the item
 * as `addToQuote` adds it.
 */
export interface EarlyQuote {
  key: string;
  version: number;
  limit: number;
  item: QuoteItem;
}

export const earlyQuote = (offer: QuoteOffer): EarlyQuote => ({
  ...quoteStorage,
  item: { ...offer, quantity: 1, note: '' },
});

/** The page's name in every language: how an item is named until its other names arrive. */
export const standInNames = (name: string): LocalizedText =>
  Object.fromEntries(languages.map((language) => [language, name])) as LocalizedText;

/** Named alike in every language: a stand-in, still waiting for its other names. */
export const hasOnlyOneName = (title: LocalizedText): boolean =>
  new Set(Object.values(title)).size === 1;

/**
 * Names an item in every language once its names have loaded. Until then, or when they never
 * arrive (offline, a file that failed), it keeps the page's name; an item taken off the list in
 * the meantime stays off.
 */
export async function nameQuoteItem(id: string, names: Promise<LocalizedText>): Promise<void> {
  let title: LocalizedText;
  try {
    title = await names;
  } catch {
    return;
  }
  quoteList.write((items) => items.map((item) => (item.id === id ? { ...item, title } : item)));
}

export function removeFromQuote(id: string): void {
  quoteList.write((items) => items.filter((item) => item.id !== id));
}

export function updateQuoteItem(id: string, change: Partial<Pick<QuoteItem, 'quantity' | 'note'>>) {
  quoteList.write((items) =>
    items.map((item) =>
      item.id === id
        ? {
            ...item,
            ...(change.quantity !== undefined ? { quantity: clampQuantity(change.quantity) } : {}),
            ...(change.note !== undefined ? { note: limit(change.note, quoteLimits.note) } : {}),
          }
        : item,
    ),
  );
}

export function clearQuote(): void {
  quoteList.write(() => []);
}

/**
 * Puts an item on the list at once under the page's name, then names it in every language when
 * `names` arrive (a page left first keeps it under the page's name).
 */
export function addToQuoteNamedLater(
  offer: Omit<QuoteOffer, 'title'>,
  name: string,
  names: Promise<LocalizedText>,
): void {
  addToQuote({ ...offer, title: standInNames(name) });
  void nameQuoteItem(offer.id, names);
}
