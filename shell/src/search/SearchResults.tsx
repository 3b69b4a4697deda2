import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '@site/translation';
import { Link } from '@site/router';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import type { SearchSection } from './searchIndex';
import { searchQuery } from './searchPath';
import { SearchElsewhere } from './SearchElsewhere';
import { Excerpt } from './Excerpt';
import { minQueryLength, type SiteSearch } from './useSiteSearch';
import styles from './Search.module.css';

interface SearchResultsProps {
  /** The search as `useSiteSearch` runs it. */
  search: SiteSearch;
  section?: SearchSection;
  /** The search field: ArrowDown there moves into the results, ArrowUp from the first goes back. */
  input: RefObject<HTMLInputElement | null>;
  /** Called when a result is followed (the dialog and the popover close). */
  onChoose?: () => void;
  /** The header's results end with a link to every result on the search page. */
  linkToPage?: boolean;
  /** Escape in the results (the popover closes and the field has the focus again). */
  onEscape?: () => void;
}

/** Focus moves through the results with the arrow keys; Enter follows the focused one. */
function moveFocus(event: KeyboardEvent<HTMLAnchorElement>, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const list = event.currentTarget.closest('ol');
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const index = links.indexOf(event.currentTarget);
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? links[index + 1] : links[index - 1];
  if (next) next.focus();
  else if (event.key === 'ArrowUp') input?.focus();
}

/** The results of one query: the count for screen readers, the pages, or ways on when none. */
export function SearchResults({
  search: { state, showMore, retry },
  section,
  input,
  onChoose,
  linkToPage = false,
  onEscape,
}: SearchResultsProps) {
  const { t } = useTranslation('shell');
  const list = useRef<HTMLOListElement>(null);
  const statusId = useId();

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const intoResults = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      const first = list.current?.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    };
    field.addEventListener('keydown', intoResults);
    return () => field.removeEventListener('keydown', intoResults);
  }, [input]);

  const announced =
    state.status === 'ready'
      ? state.total > 0
        ? t('search.found', { count: state.total, query: state.query })
        : t('search.none', { query: state.query })
      : state.status === 'searching'
        ? t('search.searching')
        : state.status === 'failed'
          ? t('search.failed')
          : '';

  return (
    <div className={styles.results}>
      <p role="status" id={statusId} className={styles.status}>
        {state.status === 'idle' ? t('search.hint', { count: minQueryLength }) : announced}
      </p>
      {state.status === 'searching' || state.status === 'ready' ? (
        <ol className={styles.list} ref={list} aria-labelledby={statusId}>
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <Link
                to={hit.url}
                className={styles.hit}
                onClick={onChoose}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && onEscape) onEscape();
                  else moveFocus(event, input.current);
                }}
              >
                <span className={styles.hitTitle}>{hit.title}</span>
                <span className={styles.hitSection}>{t(`search.sections.${hit.section}`)}</span>
                <span className={styles.excerpt}>
                  <Excerpt html={hit.excerpt} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'ready' && state.hits.length < state.total ? (
        linkToPage ? (
          <LocalLink
            to={searchQuery(state.query, section)}
            className={styles.all}
            onClick={onChoose}
          >
            {t('search.all', { count: state.total })}
          </LocalLink>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => void showMore()}>
            {t('search.more')}
          </button>
        )
      ) : null}
      {state.status === 'failed' ? (
        <button type="button" className="button button-secondary" onClick={retry}>
          {t('search.retry')}
        </button>
      ) : null}
      {(state.status === 'ready' && state.total === 0) || state.status === 'failed' ? (
        <SearchElsewhere query={state.query} onChoose={onChoose} />
      ) : null}
    </div>
  );
}
