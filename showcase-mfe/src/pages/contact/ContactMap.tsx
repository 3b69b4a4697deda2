import { useTranslation } from '@site/translation';
import { useInView } from 'react-intersection-observer';
import { openStreetMapEmbed, openStreetMapLink } from './map';
import styles from './ContactPage.module.css';

/** How close to the screen the map section comes before its frame is put in. */
const mapLoadMargin = '300px 0px';

/**
 * The office on an OpenStreetMap frame, and a plain link. The frame (another site's page, heavy
 * on a phone) is put in only when the visitor scrolls near it; until then a box of its size
 * holds its place, so nothing moves.
 */
export function ContactMap() {
  const { t } = useTranslation('showcase');
  const { ref, inView } = useInView({
    rootMargin: mapLoadMargin,
    triggerOnce: true,
    fallbackInView: true,
  });
  return (
    <section ref={ref} className="section section-muted" aria-labelledby="contact-map">
      <div className="container">
        <h2 id="contact-map">{t('contact.map.title')}</h2>
        <p className={styles.note}>{t('contact.map.text')}</p>
        {inView ? (
          <iframe
            className={styles.map}
            src={openStreetMapEmbed()}
            title={t('contact.map.frameTitle')}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <div className={styles.map} />
        )}
        <p>
          <a href={openStreetMapLink()}>{t('contact.map.open')}</a>
        </p>
      </div>
    </section>
  );
}
