import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { serviceCards } from './serviceCards';
import styles from './ServicesIndexPage.module.css';

export default function ServicesIndexPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta title={t('index.meta.title')} description={t('index.meta.description')} />
      <PageIntro eyebrow={t('index.eyebrow')} title={t('index.title')}>
        <p>{t('index.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('index.title')}>
        <div className="container">
          <CardGrid>
            {serviceCards.map((service, index) => {
              const title = t(`index.cards.${service.id}.title`);
              return (
                <Card
                  key={service.id}
                  title={title}
                  priority={index === 0}
                  image={{ ...service.image, alt: t(service.image.alt) }}
                  action={
                    <LocalLink to={service.path} className={styles.more}>
                      {t('index.more')}
                      <span className="visually-hidden">: {title}</span>
                    </LocalLink>
                  }
                >
                  <p>{t(`index.cards.${service.id}.text`)}</p>
                </Card>
              );
            })}
          </CardGrid>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="services-cta">
        <div className={`container ${styles.cta}`}>
          <h2 id="services-cta">{t('index.cta.title')}</h2>
          <p>{t('index.cta.text')}</p>
          <ChatLink message={t('index.cta.message')} className="button button-whatsapp">
            {t('index.cta.button')}
          </ChatLink>
        </div>
      </section>
    </>
  );
}
