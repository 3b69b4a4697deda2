import { useTranslation } from '@site/translation';
import styles from './Status.module.css';

export interface SavedPageLink {
  /** `/ru/products/cnc-laser` */
  path: string;
  title: string;
}

interface OfflinePageProps {
  /** The pages of this language saved on the device; undefined while they are being read. */
  saved: readonly SavedPageLink[] | undefined;
}

/**
 * The localized page the offline worker shows for an address it has not saved: that the
 * visitor is offline, a way to try again, and the pages that do open.
 */
export function OfflinePage({ saved }: OfflinePageProps) {
  const { t } = useTranslation('common');
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="offline-title">
      <title>{t('offline.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.text')}</p>
      <button type="button" className="button button-primary" onClick={() => location.reload()}>
        {t('offline.retry')}
      </button>
      {saved === undefined ? null : saved.length === 0 ? (
        <p>{t('offline.none')}</p>
      ) : (
        <nav aria-labelledby="offline-saved">
          <h2 id="offline-saved">{t('offline.saved')}</h2>
          <ul className={styles.saved}>
            {saved.map((page) => (
              // A whole page load: offline, the worker answers it with the saved copy.
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
