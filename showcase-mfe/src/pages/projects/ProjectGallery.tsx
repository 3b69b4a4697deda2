import { useTranslation } from '@site/translation';
import { PhotoGrid } from '@site/shared/ui/photo-grid/PhotoGrid';
import { photosIn, type ProjectFilter } from './content';
import { useProjectTexts } from './projectTexts';
import styles from './ProjectsPage.module.css';

/** The photos of one filter; the lightbox counts over the photos shown (`i / 51`, `i / 13`). */
export function ProjectGallery({ filter }: { filter: ProjectFilter }) {
  const { t } = useTranslation('showcase');
  const textOf = useProjectTexts();
  const shown = photosIn(filter);
  const photos = shown.map(({ id, project, image }) => {
    const title = textOf(project)?.title ?? '';
    const location = textOf(project)?.location ?? '';
    return {
      ...image,
      alt: t(image.alt, { title, location, n: id }),
      caption: t('projects.photo.caption', { title, location }),
    };
  });
  return (
    <>
      <p className={styles.status} role="status">
        {filter === 'all'
          ? t('projects.gallery.shownAll', { count: shown.length })
          : t('projects.gallery.shownCategory', {
              count: shown.length,
              category: t(`projects.categories.${filter}`),
            })}
      </p>
      <PhotoGrid
        key={filter}
        photos={photos}
        label={t('projects.gallery.title')}
        fallback={(index) => t('projects.photo.fallback', { n: shown[index]?.id })}
        columns={4}
      />
    </>
  );
}
