import { useTranslation } from '@site/translation';
import { Lightbox } from '@site/shared/ui/lightbox/Lightbox';
import { useLightbox } from '@site/shared/ui/lightbox/useLightbox';
import { ZoomablePhoto } from '@site/shared/ui/photo-grid/ZoomablePhoto';
import type { PhotoStage } from '../../content/types';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import styles from './StagedGallery.module.css';

/** Two photos a row on a phone, three from 760 px (StagedGallery.module.css). */
const photoSizes = gridSizes({ 0: 2, 760: 3 });

interface StagedGalleryProps {
  stages: readonly PhotoStage[];
  /** Names the lightbox, e.g. the heading of the page section. */
  label: string;
}

/**
 * Photos grouped under stage titles (h3). One lightbox pages through every stage in order, so
 * the counter runs over the whole job and each caption names its stage.
 */
export function StagedGallery({ stages, label }: StagedGalleryProps) {
  const { t } = useTranslation('services');
  const groups = stages.map((stage, stageIndex) => {
    const title = t(stage.title);
    const first = stages.slice(0, stageIndex).reduce((sum, { photos }) => sum + photos.length, 0);
    const photos = stage.photos.map((photo, index) => ({
      id: photo.id,
      index: first + index,
      caption: t(photo.caption),
      image: { ...photo.image, alt: t(photo.image.alt), caption: `${title}: ${t(photo.caption)}` },
    }));
    return { stage, title, photos };
  });
  const images = groups.flatMap((group) => group.photos.map((photo) => photo.image));
  const lightbox = useLightbox(images.length);

  return (
    <>
      <div className={styles.stages}>
        {groups.map(({ stage, title, photos }, stageIndex) => (
          <section key={stage.id} className={styles.stage} aria-labelledby={`stage-${stage.id}`}>
            <div className={styles.heading}>
              <span className={styles.number} aria-hidden="true">
                {stageIndex + 1}
              </span>
              <h3 id={`stage-${stage.id}`} className={styles.title}>
                {title}
              </h3>
            </div>
            <ul className={styles.photos}>
              {photos.map((photo) => (
                <li key={photo.id} className={styles.photo}>
                  <ZoomablePhoto
                    photo={photo.image}
                    fallback={photo.caption}
                    onOpen={() => lightbox.open(photo.index)}
                    sizes={photoSizes}
                  />
                  <p className={styles.caption}>{photo.caption}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Lightbox images={images} controls={lightbox} label={label} />
    </>
  );
}
