import { useTranslation } from '@site/translation';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import type { CallToActionContent } from '../../content/types';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  /** Unique on the page; names the section after its heading. */
  id: string;
  content: CallToActionContent;
}

/** The closing band of a page: a chat with a prefilled message and/or the contact page. */
export function CallToAction({ id, content }: CallToActionProps) {
  const { t } = useTranslation('services');
  return (
    <section className={`section ${styles.band}`} aria-labelledby={id}>
      <div className={`container ${styles.panel}`}>
        <div>
          <h2 id={id} className={styles.title}>
            {t(content.title)}
          </h2>
          <p className={styles.text}>{t(content.text)}</p>
        </div>
        <div className={styles.actions}>
          {content.chat ? (
            <ChatLink message={t(content.chat.message)} className="button button-whatsapp">
              {t(content.chat.label)}
            </ChatLink>
          ) : null}
          {content.contact ? (
            <LocalLink
              to="contact"
              className={content.chat ? 'button button-light' : 'button button-primary'}
            >
              {t(content.contact.label)}
            </LocalLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
