import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { OpeningHours } from '@site/shared/ui/hours/OpeningHours';
import styles from './Home.module.css';

export function ContactStrip() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <section className={`section ${styles.contact}`} aria-labelledby="home-contact-title">
      <div className={`container ${styles.contactGrid}`}>
        <div>
          <h2 id="home-contact-title">{t('shell:home.contact.title')}</h2>
          <p className={styles.lead}>{t('shell:home.contact.text')}</p>
          <div className={styles.actions}>
            <a href={`tel:${company.phone.dial}`} className="button button-primary">
              {t('shell:home.contact.call', { phone: company.phone.display })}
            </a>
            <ChatLink
              message={t('shell:home.contact.chatMessage')}
              className="button button-whatsapp"
            >
              {t('shell:home.contact.chat')}
            </ChatLink>
          </div>
        </div>
        <div className={styles.hoursCard}>
          <h3>{t('common:hours.title')}</h3>
          <OpeningHours />
        </div>
      </div>
    </section>
  );
}
