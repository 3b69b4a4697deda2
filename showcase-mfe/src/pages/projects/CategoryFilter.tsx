import { useTranslation } from '@site/translation';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { filterPath, photosIn, projectFilters, type ProjectFilter } from './content';
import styles from './ProjectsPage.module.css';

/** Links, so every filter has its own address (`?category=energy`) to share or bookmark. */
export function CategoryFilter({ current }: { current: ProjectFilter }) {
  const { t } = useTranslation('showcase');
  return (
    <nav aria-label={t('projects.filter.label')} className={styles.filter}>
      <ul>
        {projectFilters.map((filter) => (
          <li key={filter}>
            <LocalLink
              to={filterPath(filter)}
              className={styles.filterLink}
              aria-current={filter === current ? 'true' : undefined}
            >
              {t('projects.filter.option', {
                label: t(`projects.categories.${filter}`),
                count: photosIn(filter).length,
              })}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
