import { formatAtLeast } from '@site/shared/format/numberFormat';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useTranslation } from '@site/translation';
import { homeStats } from './homeContent';
import styles from './Home.module.css';

export function Stats() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <section className={styles.stats} aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className="visually-hidden">
          {t('home.stats.title')}
        </h2>
        <dl className={styles.statList}>
          {homeStats.map((stat) => (
            <div key={stat.key} className={styles.stat}>
              <dt>{t(`home.stats.${stat.key}`)}</dt>
              <dd>{formatAtLeast(stat.value, language)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
