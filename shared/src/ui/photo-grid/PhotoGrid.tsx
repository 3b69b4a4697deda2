import { Lightbox, type LightboxImage } from '../lightbox/Lightbox';
import { gridSizes } from '../site-image/sizes';
import { useLightbox } from '../lightbox/useLightbox';
import styles from './PhotoGrid.module.css';
import { ZoomablePhoto } from './ZoomablePhoto';

interface PhotoGridProps {
  /** Alternative texts and captions already translated. */
  photos: readonly LightboxImage[];
  /** Names the grid and its lightbox. */
  label: string;
  /** Text in place of a photo that cannot load, e.g. "Project 7". */
  fallback: (index: number) => string;
  /** Show each caption under its photo. */
  showCaptions?: boolean;
  columns?: 2 | 3 | 4;
}

/** Photos in a grid; each opens the lightbox on itself, with a counter over this grid only. */
export function PhotoGrid({
  photos,
  label,
  fallback,
  showCaptions = false,
  columns = 3,
}: PhotoGridProps) {
  const lightbox = useLightbox(photos.length);
  // Two columns on a phone, `columns` from 900 px (PhotoGrid.module.css).
  const sizes = gridSizes({ 0: 2, 900: columns });
  return (
    <>
      <ul className={`${styles.grid} ${styles[`columns${columns}`]}`} aria-label={label}>
        {photos.map((photo, index) => (
          <li key={`${photo.src}-${index}`} className={styles.item}>
            <ZoomablePhoto
              photo={photo}
              fallback={fallback(index)}
              onOpen={() => lightbox.open(index)}
              sizes={sizes}
            />
            {showCaptions && photo.caption ? (
              <p className={styles.caption}>{photo.caption}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <Lightbox images={photos} controls={lightbox} label={label} />
    </>
  );
}
