import { useTranslation } from '@site/translation';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { AddToQuoteButton } from '@site/shared/ui/quote/AddToQuoteButton';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { splitLanguage } from '@site/shared/links/sitePath';
import { useLocation } from '@site/router';
import { serviceAt } from '../../content/servicePages';
import type { CallToActionContent } from '../../content/types';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  /** Unique on the page; names the section after its heading. */
  id: string;
  content: CallToActionContent;
}

/** The service a page describes, named as in the menu, for the visitor's quote request. */
function useService() {
  return serviceAt(splitLanguage(useLocation().pathname).path);
}

/**
 * The closing band of a page: a chat with a prefilled message and/or the contact page, and on a
 * service's page the service for the quote request.
 */
export function CallToAction({ id, content }: CallToActionProps) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const service = useService();
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
          {service ? (
            <AddToQuoteButton
              id={service.path}
              path={service.path}
              name={service.title[language]}
              titles={service.title}
              className="button button-light"
              tone="dark"
              kind="service"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
