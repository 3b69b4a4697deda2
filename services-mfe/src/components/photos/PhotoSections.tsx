import { useTranslation } from '@site/translation';
import { Lightbox } from '@site/shared/ui/lightbox/Lightbox';
import { useLightbox } from '@site/shared/ui/lightbox/useLightbox';
import { ZoomablePhoto } from '@site/shared/ui/photo-grid/ZoomablePhoto';
import type { PhotoSection } from '../../content/types';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import styles from './PhotoSections.module.css';

/** A photo beside its text (2 of 5 parts from 640 px), two sections a row from 1100 px. */
const photoSizes = gridSizes({ 0: 1, 640: 2.5, 1100: 5 });

interface PhotoSectionsProps {
  sections: readonly PhotoSection[];
  /** Names the lightbox, e.g. the heading of the page section. */
  label: string;
  /** The first thing of its page on a phone: the first photo loads at once, first. */
  leadsPage?: boolean;
}

/** Blocks of text, each beside its photo; the photos page through one lightbox together. */
export function PhotoSections({ sections, label, leadsPage = false }: PhotoSectionsProps) {
  const { t } = useTranslation('services');
  const lightbox = useLightbox(sections.length);
  const entries = sections.map((section) => ({
    section,
    title: t(section.title),
    photo: { ...section.image, alt: t(section.image.alt), caption: t(section.title) },
  }));

  return (
    <>
      <ul className={styles.list}>
        {entries.map(({ section, title, photo }, index) => (
          <li key={section.id} className={styles.item}>
            <ZoomablePhoto
              photo={photo}
              fallback={title}
              onOpen={() => lightbox.open(index)}
              sizes={photoSizes}
              priority={leadsPage && index === 0}
            />
            <div>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{t(section.text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Lightbox images={entries.map((entry) => entry.photo)} controls={lightbox} label={label} />
    </>
  );
}
