import { useState } from 'react';
import { useTranslation } from '@site/translation';
import { Lightbox, preloadLightbox, type LightboxImage } from '@site/shared/ui/lightbox/Lightbox';
import { useLightbox } from '@site/shared/ui/lightbox/useLightbox';
import { SiteImage } from '@site/shared/ui/site-image/SiteImage';
import { gridSizes } from '@site/shared/ui/site-image/sizes';
import styles from './Gallery.module.css';

/** The main picture takes the left half of the sheet from 960 px (MachineSheetView.module.css). */
const mainSizes = gridSizes({ 0: 1, 960: 2 });
/** Thumbnails are 4.5rem wide (Gallery.module.css). */
const thumbnailSizes = '72px';

interface GalleryProps {
  images: readonly LightboxImage[];
  /** Names the gallery and its lightbox, e.g. the product name. */
  label: string;
  /** Text shown in place of a picture that cannot load. */
  fallback: (index: number) => string;
  priority?: boolean;
}

/** A main image with previous/next and thumbnails; the main image opens the lightbox. */
export function Gallery({ images, label, fallback, priority = false }: GalleryProps) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const lightbox = useLightbox(images.length);
  const current = images[index];
  if (!current) return null;
  const count = images.length;
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  return (
    <section className={styles.gallery} aria-label={label} aria-roledescription={t('gallery.role')}>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.open}
          onClick={() => lightbox.open(index)}
          onPointerEnter={() => void preloadLightbox()}
          onFocus={() => void preloadLightbox()}
          aria-label={t('gallery.enlarge', { index: index + 1, total: count })}
        >
          <SiteImage
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            fallback={fallback(index)}
            priority={priority}
            sizes={mainSizes}
            className={styles.main}
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
            >
              ›
            </button>
            <p className={styles.counter} aria-live="polite">
              {t('lightbox.counter', { index: index + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, position) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('gallery.show', { index: position + 1, total: count })}
                onClick={() => setIndex(position)}
              >
                <SiteImage
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  fallback={String(position + 1)}
                  sizes={thumbnailSizes}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox images={images} controls={lightbox} label={label} />
    </section>
  );
}
