import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { sectors } from './content';
import styles from './SectorsPage.module.css';

export default function SectorsPage() {
  const { t } = useTranslation('showcase');
  return (
    <>
      <PageMeta title={t('sectors.meta.title')} description={t('sectors.meta.description')} />
      <PageIntro eyebrow={t('sectors.eyebrow')} title={t('sectors.title')}>
        <p>{t('sectors.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('sectors.listLabel')}>
        <div className="container">
          <CardGrid columns={3}>
            {sectors.map((sector, index) => (
              <Card
                key={sector.key}
                title={t(sector.title)}
                priority={index === 0}
                image={{ ...sector.image, alt: t(sector.image.alt) }}
                action={
                  <LocalLink to={sector.path} className="button button-secondary">
                    {t(sector.link)}
                  </LocalLink>
                }
              >
                <p>{t(sector.text)}</p>
                <ul className={styles.highlights}>
                  {sector.highlights.map((highlight) => (
                    <li key={highlight}>{t(highlight)}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </CardGrid>
        </div>
      </section>
      <section className={`section section-muted ${styles.cta}`} aria-labelledby="sectors-cta">
        <div className="container">
          <h2 id="sectors-cta">{t('sectors.cta.title')}</h2>
          <p>{t('sectors.cta.text')}</p>
          <LocalLink to="contact" className="button button-primary">
            {t('sectors.cta.button')}
          </LocalLink>
        </div>
      </section>
    </>
  );
}
