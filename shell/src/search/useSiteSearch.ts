import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { searchSite, type SearchAnswer, type SearchHit, type SearchSection } from './searchIndex';

/** Fewer letters than this match half the site; the search waits for more. */
export const minQueryLength = 2;
/** How long typing must pause before the index is asked. */
const typingPause = 200;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string; hits: readonly SearchHit[] }
  | {
      status: 'ready';
      query: string;
      hits: readonly SearchHit[];
      total: number;
      bySection: SearchAnswer['bySection'];
    }
  | { status: 'failed'; query: string };

type Found =
  { key: string; answer: SearchAnswer; hits: readonly SearchHit[] } | { key: string; failed: true };

/**
 * The site search as state: waits for a pause in typing, asks the index of the page's
 * language, reads the first `pageSize` results and more on request. While a new query runs,
 * the previous results stay on screen.
 */
export function useSiteSearch(query: string, pageSize: number, section?: SearchSection) {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<Found | undefined>(undefined);
  const term = query.trim();
  const wanted = term.length >= minQueryLength;
  const key = JSON.stringify([language, section, term, attempt]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSite(language, term, section)
        .then(async (answer) => {
          const hits = await answer.read(0, pageSize);
          if (current) setFound({ key, answer, hits });
        })
        .catch((error: unknown) => {
          console.warn('The site search failed', error);
          if (current) setFound({ key, failed: true });
        });
    }, typingPause);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, wanted, language, term, section, pageSize]);

  let state: SearchState;
  if (!wanted) state = { status: 'idle' };
  else if (found?.key !== key) {
    state = { status: 'searching', query: term, hits: found && 'hits' in found ? found.hits : [] };
  } else if ('failed' in found) state = { status: 'failed', query: term };
  else {
    const { answer, hits } = found;
    state = {
      status: 'ready',
      query: term,
      hits,
      total: answer.total,
      bySection: answer.bySection,
    };
  }

  const showMore = useCallback(async () => {
    if (!found || 'failed' in found) return;
    const more = await found.answer.read(found.hits.length, pageSize);
    setFound((current) =>
      current === found ? { ...found, hits: [...found.hits, ...more] } : current,
    );
  }, [found, pageSize]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, showMore, retry };
}

export type SiteSearch = ReturnType<typeof useSiteSearch>;
