import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import styles from './Brand.module.css';

interface BrandProps {
  tone?: 'dark' | 'light';
  /** In the header the tagline gives way to the menu and the search on wide screens. */
  place?: 'header' | 'footer';
}

export function Brand({ tone = 'dark', place = 'footer' }: BrandProps) {
  const { t } = useTranslation('shell');
  return (
    <LocalLink
      to=""
      className={`${styles.brand} ${tone === 'light' ? styles.light : ''} ${place === 'header' ? styles.inHeader : ''}`}
    >
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="9" className={styles.markBox} />
        <path d="M9 29V11h5l6 9 6-9h5v18h-5V19l-6 8.5L14 19v10z" className={styles.markLetter} />
      </svg>
      <span className={`${styles.text} ${place === 'header' ? styles.headerText : ''}`}>
        <span className={styles.name}>{company.brandName}</span>
        <span className={`${styles.tagline} ${place === 'header' ? styles.headerTagline : ''}`}>
          {t('header.tagline')}
        </span>
      </span>
      <span className="visually-hidden">, {t('header.homePage')}</span>
    </LocalLink>
  );
}
