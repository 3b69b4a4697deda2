import { useTranslation } from '@site/translation';
import { projectsIn, type ProjectFilter } from './content';
import { useProjectTexts } from './projectTexts';
import styles from './ProjectsPage.module.css';

/** The jobs behind the photos of the chosen filter, with client and location. */
export function ProjectList({ filter }: { filter: ProjectFilter }) {
  const { t } = useTranslation('showcase');
  const textOf = useProjectTexts();
  return (
    <section className="section section-muted" aria-labelledby="projects-list">
      <div className="container">
        <h2 id="projects-list">{t('projects.list.title')}</h2>
        <p className={styles.lead}>{t('projects.list.text')}</p>
        <ul className={styles.projects}>
          {projectsIn(filter).map(([key, project]) => (
            <li key={key} className={styles.project}>
              <p className={styles.badge}>{t(`projects.categories.${project.category}`)}</p>
              <h3>{textOf(key)?.title}</h3>
              <p>{textOf(key)?.description}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('projects.list.client')}</dt>
                  <dd>{textOf(key)?.client}</dd>
                </div>
                <div>
                  <dt>{t('projects.list.location')}</dt>
                  <dd>{textOf(key)?.location}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
