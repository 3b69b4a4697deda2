import type { ReactNode } from 'react';
import { useTranslation } from '@site/translation';
import type { SectionText } from '../../content/types';
import styles from './PageSection.module.css';

interface PageSectionProps {
  /** Unique on the page; names the section after its heading. */
  id: string;
  text: SectionText;
  muted?: boolean;
  children: ReactNode;
}

/** A band of a page: an h2, an optional lead paragraph, then its content. */
export function PageSection({ id, text, muted = false, children }: PageSectionProps) {
  const { t } = useTranslation('services');
  return (
    <section className={muted ? 'section section-muted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.title}>
          {t(text.title)}
        </h2>
        {text.lead ? <p className={styles.lead}>{t(text.lead)}</p> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
