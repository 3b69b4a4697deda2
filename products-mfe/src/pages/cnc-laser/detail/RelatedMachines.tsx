import { useTranslation } from '@site/translation';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { cncCategories } from '../../../content/cnc-laser/categories';
import { cncMachinePath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { relatedCncMachines } from '../../../content/cnc-laser/machines';
import { categoryListPath } from './content';
import styles from './CncLaserDetailPage.module.css';

/**
 * Other machines of the same category; nothing when the machine is alone in it. Their names and
 * summaries belong to their own pages, so search does not index them here.
 */
export function RelatedMachines({ machine }: { machine: CncMachine }) {
  const { t } = useTranslation('products');
  const related = relatedCncMachines(machine);
  if (related.length === 0) return null;
  return (
    <section
      className="section section-muted"
      aria-labelledby="cnc-related"
      data-pagefind-ignore="all"
    >
      <div className={`container ${styles.related}`}>
        <h2 id="cnc-related">
          {t('cnc.detail.related', { category: t(cncCategories[machine.categoryId]) })}
        </h2>
        <ul className={styles.relatedList}>
          {related.map((other) => (
            <li key={other.id}>
              <LocalLink to={cncMachinePath(other.id)} className={styles.relatedName}>
                {t(other.sheet.name)}
              </LocalLink>
              <p>{t(other.summary)}</p>
            </li>
          ))}
        </ul>
        <LocalLink to={categoryListPath(machine)} className="button button-secondary">
          {t('cnc.detail.relatedAll')}
        </LocalLink>
      </div>
    </section>
  );
}
