import { useEffect, useRef } from 'react';
import { useTranslation } from '@site/translation';
import styles from './SectionError.module.css';

/** One section failed; header, footer and the other sections keep working. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={`container ${styles.error}`}
      role="alert"
      aria-labelledby="section-error-title"
    >
      <h1 id="section-error-title" ref={heading} tabIndex={-1}>
        {t('sectionError.title')}
      </h1>
      <p>{t('sectionError.text')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('sectionError.retry')}
      </button>
    </section>
  );
}
