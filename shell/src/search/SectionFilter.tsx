import { useTranslation } from '@site/translation';
import { searchSections, type SearchSection } from './searchIndex';
import type { SiteSearch } from './useSiteSearch';
import styles from './Search.module.css';

interface SectionFilterProps {
  search: SiteSearch;
  selected?: SearchSection;
  onSelect: (section: SearchSection | undefined) => void;
}

/** All results or one section's, with how many each has for the query. */
export function SectionFilter({ search: { state }, selected, onSelect }: SectionFilterProps) {
  const { t } = useTranslation('shell');
  const counts = state.status === 'ready' ? state.bySection : undefined;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const options: { value: SearchSection | undefined; label: string; count?: number }[] = [
    { value: undefined, label: t('search.sections.all'), count: total },
    ...searchSections.map((section) => ({
      value: section,
      label: t(`search.sections.${section}`),
      count: counts ? (counts[section] ?? 0) : undefined,
    })),
  ];
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{t('search.filter')}</legend>
      {options.map((option) => (
        <label key={option.value ?? 'all'} className={styles.chip}>
          <input
            type="radio"
            name="search-section"
            checked={option.value === selected}
            onChange={() => onSelect(option.value)}
          />
          {option.label}
          {option.count !== undefined ? (
            <span className={styles.count}> ({option.count})</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
