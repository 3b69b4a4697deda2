import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { directions, nextSteps } from './aboutContent';
import { CompanyStory } from './CompanyStory';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const { t } = useTranslation('showcase');
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p>{t('about.subtitle')}</p>
      </PageIntro>
      <CompanyStory />
      <section className="section section-muted" aria-labelledby="about-mission">
        <div className={`container ${styles.mission}`}>
          <h2 id="about-mission">{t('about.mission.title')}</h2>
          <p>{t('about.mission.text')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="about-directions">
        <div className="container">
          <h2 id="about-directions">{t('about.directions.title')}</h2>
          <p className={styles.lead}>{t('about.directions.text')}</p>
          <CardGrid columns={2}>
            {directions.map((direction) => {
              const title = t(`about.directions.${direction.key}.title`);
              return (
                <Card
                  key={direction.key}
                  title={title}
                  headingLevel={3}
                  image={{ ...direction.image, alt: t(direction.image.alt) }}
                  action={
                    <LocalLink to={direction.path} className="button button-secondary">
                      {t(`about.directions.${direction.key}.link`)}
                    </LocalLink>
                  }
                >
                  <p>{t(`about.directions.${direction.key}.text`)}</p>
                </Card>
              );
            })}
          </CardGrid>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="about-next">
        <div className={`container ${styles.next}`}>
          <h2 id="about-next">{t('about.next.title')}</h2>
          <p className={styles.lead}>{t('about.next.text')}</p>
          <div className={styles.actions}>
            {nextSteps.map((step) => (
              <LocalLink key={step.key} to={step.path} className={`button ${step.style}`}>
                {t(`about.next.${step.key}`)}
              </LocalLink>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
