import { useSyncExternalStore } from 'react';
import { useTranslation } from '@site/translation';
import { sectionAttribute } from './keptSectionHtml';
import styles from './RemoteSection.module.css';

const noChanges = () => () => undefined;

interface KeptSectionProps {
  federationName: string;
  html: string;
  onRetry: () => void;
}

/**
 * A prerendered page whose remote did not load: its content stays as it arrived, with a notice
 * and Retry in place of the parts that need the remote (buttons, forms).
 */
export function KeptSection({ federationName, html, onRetry }: KeptSectionProps) {
  const { t } = useTranslation('shell');
  // The notice comes after hydration, so the first render matches the HTML exactly.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <>
      {hydrated ? (
        <div className={`container ${styles.notice}`} role="alert">
          <p>{t('sectionError.kept')}</p>
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('sectionError.retry')}
          </button>
        </div>
      ) : null}
      <div
        {...{ [sectionAttribute]: federationName }}
        className={`${styles.section} ${styles.kept}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
