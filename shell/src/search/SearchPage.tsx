import { useId, useRef } from 'react';
import { useTranslation } from '@site/translation';
import { useSearchParams } from '@site/router';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { searchSections, type SearchSection } from './searchIndex';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { SectionFilter } from './SectionFilter';
import { useSiteSearch } from './useSiteSearch';
import styles from './Search.module.css';

const asSection = (value: string | null): SearchSection | undefined =>
  (searchSections as readonly (string | null)[]).includes(value)
    ? (value as SearchSection)
    : undefined;

/**
 * /{lng}/search?q=...&section=...: the search as a page that can be linked, bookmarked and
 * opened directly; the address follows what is typed (replacing history, one entry a search).
 */
export function SearchPage() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const section = asSection(params.get('section'));
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const search = useSiteSearch(query, 10, section);

  const change = (next: { q?: string; section?: SearchSection | undefined }) => {
    const q = next.q ?? query;
    const s = 'section' in next ? next.section : section;
    setParams(
      { ...(q ? { q } : {}), ...(s ? { section: s } : {}) },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className={`container section ${styles.page}`} aria-labelledby={titleId}>
      <PageMeta title={t('search.page.title')} description={t('search.page.description')} noindex />
      <h1 id={titleId}>{t('search.page.title')}</h1>
      <form role="search" className={styles.pageForm} onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id="site-search-page"
          value={query}
          onValue={(q) => change({ q })}
          input={input}
        />
      </form>
      <SectionFilter
        search={search}
        selected={section}
        onSelect={(value) => change({ section: value })}
      />
      <SearchResults search={search} section={section} input={input} />
    </section>
  );
}
