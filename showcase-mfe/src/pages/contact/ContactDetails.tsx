import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { OpeningHours } from '@site/shared/ui/hours/OpeningHours';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import styles from './ContactPage.module.css';

/** Address, phone, e-mail, opening hours and a direct chat. */
export function ContactDetails() {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  return (
    <section className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details">{t('contact.details.title')}</h2>
      <address className={styles.address}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('contact.details.address')}</dt>
            <dd>{company.address[language]}</dd>
          </div>
          <div>
            <dt>{t('contact.details.phone')}</dt>
            <dd>
              <a href={`tel:${company.phone.dial}`}>{company.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.details.email')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
        </dl>
      </address>
      <h3 id="contact-hours">{t('hours.title', { ns: 'common' })}</h3>
      <OpeningHours className={styles.hours} />
      <h3>{t('contact.details.chatTitle')}</h3>
      <p>{t('contact.details.chatText')}</p>
      <ChatLink message={t('contact.details.chatMessage')} className="button button-whatsapp">
        {t('contact.details.chat')}
      </ChatLink>
    </section>
  );
}
