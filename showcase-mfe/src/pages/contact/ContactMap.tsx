import { useTranslation } from 'react-i18next';
import { openStreetMapEmbed, openStreetMapLink } from './map';
import styles from './ContactPage.module.css';

/** The office on an OpenStreetMap frame that loads only when scrolled near, and a plain link. */
export function ContactMap() {
  const { t } = useTranslation('showcase');
  return (
    <section className="section section-muted" aria-labelledby="contact-map">
      <div className="container">
        <h2 id="contact-map">{t('contact.map.title')}</h2>
        <p className={styles.note}>{t('contact.map.text')}</p>
        <iframe
          className={styles.map}
          src={openStreetMapEmbed()}
          title={t('contact.map.frameTitle')}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
        <p>
          <a href={openStreetMapLink()}>{t('contact.map.open')}</a>
        </p>
      </div>
    </section>
  );
}
