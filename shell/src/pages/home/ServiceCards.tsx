import { useTranslation } from 'react-i18next';
import { LocalLink, SiteImage } from '@site/shared/ui';
import { homeServices } from './homeContent';
import styles from './Home.module.css';

export function ServiceCards() {
  const { t } = useTranslation('shell');
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <p className="eyebrow">{t('home.services.eyebrow')}</p>
        <h2 id="home-services-title">{t('home.services.title')}</h2>
        <p className={styles.lead}>{t('home.services.text')}</p>
        <ul className={styles.cards}>
          {homeServices.map((service) => (
            <li key={service.key} className={styles.card}>
              <SiteImage
                src={service.src}
                alt={t(`home.services.${service.key}.alt`)}
                width={service.width}
                height={service.height}
                fallback={t(`home.services.${service.key}.title`)}
                className={styles.cardImage}
              />
              <div className={styles.cardBody}>
                <h3>{t(`home.services.${service.key}.title`)}</h3>
                <p>{t(`home.services.${service.key}.text`)}</p>
                <LocalLink to={service.path} className={styles.cardLink}>
                  {t('home.services.more')}
                  <span className="visually-hidden">
                    : {t(`home.services.${service.key}.title`)}
                  </span>
                </LocalLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
