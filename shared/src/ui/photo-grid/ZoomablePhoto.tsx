import { useTranslation } from '@site/translation';
import { preloadLightbox, type LightboxImage } from '../lightbox/Lightbox';
import { SiteImage } from '../site-image/SiteImage';
import styles from './ZoomablePhoto.module.css';

interface ZoomablePhotoProps {
  /** Alternative text already translated. */
  photo: LightboxImage;
  /** Shown in place of the photo when it cannot load. */
  fallback: string;
  onOpen: () => void;
  /** The width the photo takes in its grid (`sizes`). */
  sizes: string;
  /** The first picture of the page, seen at once: fetched first. */
  priority?: boolean;
}

/** A photo that opens the lightbox on itself; focus comes back here when the lightbox closes. */
export function ZoomablePhoto({
  photo,
  fallback,
  onOpen,
  sizes,
  priority = false,
}: ZoomablePhotoProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={styles.open}
      onClick={onOpen}
      onPointerEnter={() => void preloadLightbox()}
      onFocus={() => void preloadLightbox()}
      aria-label={t('gallery.enlargeNamed', { name: photo.alt || fallback })}
    >
      <SiteImage
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        fallback={fallback}
        sizes={sizes}
        priority={priority}
        className={styles.image}
      />
    </button>
  );
}
