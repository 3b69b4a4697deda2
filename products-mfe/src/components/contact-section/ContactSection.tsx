import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import styles from './ContactSection.module.css';

interface ContactSectionProps {
  /** Ties the section to its heading. */
  id: string;
  title: string;
  text: string;
  /** The chat's first message, in the page language. */
  message: string;
  chatLabel: string;
}

/** The bottom of a product page: a prefilled chat, a phone call and the contact page. */
export function ContactSection({ id, title, text, message, chatLabel }: ContactSectionProps) {
  const { t } = useTranslation('products');
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className={`container ${styles.contact}`}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <ChatLink message={message} className="button button-whatsapp">
            {chatLabel}
          </ChatLink>
          <a href={`tel:${company.phone.dial}`} className="button button-secondary">
            {t('contact.call', { phone: company.phone.display })}
          </a>
          <LocalLink to="contact" className="button button-secondary">
            {t('contact.page')}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
