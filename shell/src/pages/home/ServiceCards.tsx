import { useTranslation } from '@site/translation';
import { Card, CardGrid } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useSiteSections } from '../../sections/siteSections';
import styles from './Home.module.css';

/** Spec: four service cards. The services remote offers them (its manifest's home links). */
export function ServiceCards() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const links = useSiteSections()?.sections.flatMap((section) => section.homeLinks) ?? [];
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <p className="eyebrow">{t('home.services.eyebrow')}</p>
        <h2 id="home-services-title">{t('home.services.title')}</h2>
        <p className={styles.lead}>{t('home.services.text')}</p>
        <CardGrid columns={4}>
          {links.map((link) => {
            const title = link.title[language];
            return (
              <Card
                key={link.path}
                title={title}
                headingLevel={3}
                image={{ ...link.image, alt: link.image.alt[language] }}
                action={
                  <LocalLink to={link.path} className={styles.cardLink}>
                    {t('home.services.more')}
                    <span className="visually-hidden">: {title}</span>
                  </LocalLink>
                }
              >
                <p>{link.text[language]}</p>
              </Card>
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
