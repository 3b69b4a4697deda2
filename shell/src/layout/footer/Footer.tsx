import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { OpeningHours } from '@site/shared/ui/hours/OpeningHours';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { Brand } from '../Brand';
import { useMainMenu } from '../useMainMenu';
import { FooterLinks } from './FooterLinks';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const menu = useMainMenu();
  const language = useLanguage();
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Brand tone="light" />
          <p>{t('shell:footer.description')}</p>
        </div>
        {menu
          .filter((entry) => entry.pages.length > 0)
          .map((entry) => (
            <FooterLinks key={entry.path} entry={entry} />
          ))}
        <div>
          <h2 className={styles.title}>{t('shell:footer.contact')}</h2>
          <address className={styles.contact}>
            <span>{company.address[language]}</span>
            <a href={`tel:${company.phone.dial}`}>{company.phone.display}</a>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <ChatLink message={t('shell:footer.whatsappMessage')}>
              {t('shell:footer.whatsapp')}
            </ChatLink>
          </address>
          <h2 className={styles.title}>{t('shell:footer.hours')}</h2>
          <OpeningHours className={styles.hours} />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {t('shell:footer.rights', {
            year: company.copyrightYear,
            brand: company.legalName[language],
          })}
        </p>
      </div>
    </footer>
  );
}
