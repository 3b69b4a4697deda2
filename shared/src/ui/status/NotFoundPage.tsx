import { useTranslation } from '@site/translation';
import { LocalLink } from '../links/LocalLink';
import styles from './Status.module.css';

/** The localized not-found page, in the shell and inside every remote's subtree. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="not-found-title">
      <title>{t('notFound.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <LocalLink to="" className="button button-primary">
        {t('notFound.home')}
      </LocalLink>
    </section>
  );
}
