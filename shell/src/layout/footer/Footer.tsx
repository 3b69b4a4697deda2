import { useTranslation } from 'react-i18next';
import { company } from '@site/shared';
import { ChatLink, OpeningHours } from '@site/shared/ui';
import { Brand } from '../Brand';
import { FooterLinks } from './FooterLinks';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Brand tone="light" />
          <p>{t('shell:footer.description')}</p>
        </div>
        <FooterLinks
          section="services"
          title={t('shell:footer.services')}
          path="services"
          allLabel={t('shell:nav.allServices')}
        />
        <FooterLinks
          section="products"
          title={t('shell:footer.products')}
          path="products"
          allLabel={t('shell:nav.allProducts')}
        />
        <div>
          <h2 className={styles.title}>{t('shell:footer.contact')}</h2>
          <address className={styles.contact}>
            <span>{t('common:company.address')}</span>
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
          {t('shell:footer.rights', { year: company.copyrightYear, brand: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
