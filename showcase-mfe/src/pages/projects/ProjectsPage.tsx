import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { useSearchParams } from '@site/router';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { CategoryFilter } from './CategoryFilter';
import { ProjectGallery } from './ProjectGallery';
import { ProjectList } from './ProjectList';
import { readProjectFilter } from './content';
import styles from './ProjectsPage.module.css';

export default function ProjectsPage() {
  const { t } = useTranslation('showcase');
  const [searchParams] = useSearchParams();
  const filter = readProjectFilter(searchParams.get('category'));
  return (
    <>
      <PageMeta title={t('projects.meta.title')} description={t('projects.meta.description')} />
      <PageIntro eyebrow={t('projects.eyebrow')} title={t('projects.title')}>
        <p>{t('projects.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-labelledby="projects-gallery">
        <div className="container">
          <h2 id="projects-gallery" className="visually-hidden">
            {t('projects.gallery.title')}
          </h2>
          <CategoryFilter current={filter} />
          <ProjectGallery filter={filter} />
        </div>
      </section>
      <ProjectList filter={filter} />
      <section className={`section ${styles.cta}`} aria-labelledby="projects-cta">
        <div className="container">
          <h2 id="projects-cta">{t('projects.cta.title')}</h2>
          <p>{t('projects.cta.text')}</p>
          <ChatLink message={t('projects.cta.message')} className="button button-whatsapp">
            {t('projects.cta.button')}
          </ChatLink>
        </div>
      </section>
    </>
  );
}
