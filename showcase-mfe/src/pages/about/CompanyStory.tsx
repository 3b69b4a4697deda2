import { formatAtLeast } from '@site/shared/format/numberFormat';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { useTranslation } from '@site/translation';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import { experience, milestones, storyImage } from './aboutContent';
import styles from './AboutPage.module.css';

export function CompanyStory() {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  return (
    <section className="section" aria-labelledby="about-story">
      <div className={`container ${styles.story}`}>
        <div>
          <h2 id="about-story">{t('about.story.title')}</h2>
          <p>{t('about.story.text1')}</p>
          <p>{t('about.story.text2')}</p>
          <ol className={styles.timeline}>
            {milestones.map((milestone) => (
              <li key={milestone.key}>
                <span className={styles.year}>{milestone.year ?? t('about.story.now')}</span>
                <span>{t(`about.story.milestones.${milestone.key}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.aside}>
          <SiteImage
            src={storyImage.src}
            alt={t(storyImage.alt)}
            width={storyImage.width}
            height={storyImage.height}
            fallback={t('about.story.title')}
            sizes={gridSizes({ 0: 1, 900: 2 })}
            className={styles.image}
          />
          <dl className={styles.experience}>
            {experience.map((fact) => (
              <div key={fact.key}>
                <dt>{t(`about.experience.${fact.key}`)}</dt>
                <dd>{formatAtLeast(fact.value, language)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
