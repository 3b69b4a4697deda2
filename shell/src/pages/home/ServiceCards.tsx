import { useTranslation } from 'react-i18next';
import { Card, CardGrid, LocalLink } from '@site/shared/ui';
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
        <CardGrid columns={4}>
          {homeServices.map((service) => {
            const title = t(`home.services.${service.key}.title`);
            return (
              <Card
                key={service.key}
                title={title}
                headingLevel={3}
                image={{ ...service, alt: t(`home.services.${service.key}.alt`) }}
                action={
                  <LocalLink to={service.path} className={styles.cardLink}>
                    {t('home.services.more')}
                    <span className="visually-hidden">: {title}</span>
                  </LocalLink>
                }
              >
                <p>{t(`home.services.${service.key}.text`)}</p>
              </Card>
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
