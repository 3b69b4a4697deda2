import { useTranslation } from '@site/translation';
import styles from './LoadingText.module.css';

/** Shown while a section or its words load. */
export function LoadingText() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('status.loading')}
    </p>
  );
}
