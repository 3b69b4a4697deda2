import type { Language } from '@site/shared/i18n/languages';
import { loadOnce } from '@site/shared/loading/loadOnce';
import { afterTitle, readableExcerpt } from './readableExcerpt';

/** The result groups the index files pages under (tooling/prerender/searchIndex.js). */
export const searchSections = ['services', 'products', 'projects', 'other'] as const;
export type SearchSection = (typeof searchSections)[number];

export interface SearchHit {
  /** The page in the language searched, e.g. `/en/products/cnc-laser/h-beam-laser`. */
  url: string;
  title: string;
  /** Text around the match, with the matched words in `<mark>` (see readableExcerpt). */
  excerpt: string;
  section: SearchSection;
}

interface PagefindData {
  url: string;
  /** The page's indexed text, and where in it (by word) the search words were found. */
  content: string;
  locations: number[];
  meta: { title?: string };
  filters: Record<string, string[]>;
}

interface PagefindAnswer {
  results: { id: string; data: () => Promise<PagefindData> }[];
  totalFilters?: Record<string, Record<string, number>>;
}

interface Pagefind {
  search(
    term: string,
    options: { filters: Record<string, string | { any: readonly string[] }> },
  ): Promise<PagefindAnswer>;
  init(): Promise<void>;
  mergeIndex(basePath: string): Promise<void>;
}

/** One search: how many pages match, per section, and a way to read them a few at a time. */
export interface SearchAnswer {
  total: number;
  bySection: Partial<Record<SearchSection, number>>;
  read(from: number, count: number): Promise<SearchHit[]>;
}

/** The index sits beside the shell's pages; the browser loads it only when search is opened. */
const indexUrl = '/pagefind/pagefind.js';

/**
 * The indexes of the sections released on their own (docs/hosting.md#releases): each section's
 * release brings the index of its pages, which sections.json names; a whole-site build has one
 * index and names none.
 */
async function sectionIndexes(): Promise<string[]> {
  const answer = await fetch('/sections.json').catch(() => undefined);
  if (!answer?.ok) return [];
  const { sections = [] } = (await answer.json().catch(() => ({}))) as {
    sections?: { search?: unknown }[];
  };
  return sections.flatMap(({ search }) => (typeof search === 'string' ? [search] : []));
}

function isSection(value: string | undefined): value is SearchSection {
  return (searchSections as readonly (string | undefined)[]).includes(value);
}

/**
 * Pagefind for the page's language: it picks its index by `<html lang>`, which the shell keeps
 * equal to the page's language, so each language gets an instance of its own.
 */
const pagefindFor = loadOnce((_language: Language) =>
  import(/* @vite-ignore */ indexUrl).then(
    async (module: { createInstance: (options: object) => Pagefind }) => {
      const pagefind = module.createInstance({ basePath: '/pagefind/' });
      await pagefind.init();
      for (const basePath of await sectionIndexes()) await pagefind.mergeIndex(basePath);
      return pagefind;
    },
  ),
);

/** Starts loading the index, e.g. when the visitor reaches for the search field. */
export function prepareSearch(language: Language): void {
  pagefindFor(language).catch(() => undefined);
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a result matched what was typed. For a word it does not know, Pagefind falls back to
 * the longest beginning of it that is a word of the site ("xqzv" finds "X", "tortoise" finds
 * "to"); such a match shares fewer than three first letters with every word typed.
 */
export function matchesQuery(excerpt: string, query: string): boolean {
  // A marked word may carry the punctuation around it: "(H-beam),".
  const marked = [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) =>
    folded(match[1] ?? '').replace(/^[^\p{L}\p{N}]+/u, ''),
  );
  if (marked.length === 0) return true;
  // Pagefind also splits words at hyphens ("H-beam" is "h" and "beam").
  const terms = folded(query)
    .split(/[\s,;-]+/)
    .filter(Boolean);
  return terms.some((term) => {
    const start = term.slice(0, Math.min(term.length, 3));
    return marked.some((word) => word.startsWith(start));
  });
}

/** Searches the pages of one language, optionally one section. */
export async function searchSite(
  language: Language,
  query: string,
  section?: SearchSection,
): Promise<SearchAnswer> {
  const pagefind = await pagefindFor(language);
  // Pagefind counts the results per section only when a filter is given: "any section" counts.
  const answer = await pagefind.search(query, {
    filters: { section: section ?? { any: searchSections } },
  });
  const read = (from: number, count: number) =>
    Promise.all(
      answer.results.slice(from, from + count).map(async (result): Promise<SearchHit> => {
        const data = await result.data();
        const found = data.filters.section?.[0];
        const title = data.meta.title ?? data.url;
        const text = afterTitle(data.content, data.locations, title);
        return {
          url: data.url.replace(/\/$/, ''),
          title,
          excerpt: readableExcerpt(text.content, text.locations),
          section: isSection(found) ? found : 'other',
        };
      }),
    );
  // Only a word the site does not know makes the best result a fallback: then nothing matched.
  const [best] = await read(0, 1);
  if (best && !matchesQuery(best.excerpt, query)) {
    return { total: 0, bySection: {}, read: async () => [] };
  }
  const bySection: Partial<Record<SearchSection, number>> = {};
  for (const [name, count] of Object.entries(answer.totalFilters?.section ?? {})) {
    if (isSection(name) && count > 0) bySection[name] = count;
  }
  return { total: answer.results.length, bySection, read };
}
