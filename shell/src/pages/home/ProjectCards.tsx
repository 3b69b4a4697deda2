import { useTranslation } from '@site/translation';
import { CardItem } from '@site/shared/ui/card/Card';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import { homeProjects } from './homeContent';
import styles from './Home.module.css';

export function ProjectCards() {
  const { t } = useTranslation('shell');
  return (
    <section className="section section-muted" aria-labelledby="home-projects-title">
      <div className="container">
        <p className="eyebrow">{t('home.projects.eyebrow')}</p>
        <h2 id="home-projects-title">{t('home.projects.title')}</h2>
        <p className={styles.lead}>{t('home.projects.text')}</p>
        <ul className={`${styles.cards} ${styles.threeCards}`}>
          {homeProjects.map((project) => (
            <CardItem key={project.key}>
              <LocalLink to="projects" className={styles.projectLink}>
                <SiteImage
                  src={project.src}
                  alt={t(`home.projects.${project.key}.alt`)}
                  width={project.width}
                  height={project.height}
                  fallback={t(`home.projects.${project.key}.title`)}
                  sizes={gridSizes({ 0: 1, 640: 2, 1024: 3 })}
                  className={styles.cardImage}
                />
                <span className={styles.cardBody}>
                  <span className={styles.projectTitle}>
                    {t(`home.projects.${project.key}.title`)}
                  </span>
                  <span>{t(`home.projects.${project.key}.text`)}</span>
                </span>
              </LocalLink>
            </CardItem>
          ))}
        </ul>
        <LocalLink to="projects" className="button button-secondary">
          {t('home.projects.all')}
        </LocalLink>
      </div>
    </section>
  );
}
