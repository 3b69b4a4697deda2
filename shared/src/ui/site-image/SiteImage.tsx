import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { pictureOf } from './pictures';
import styles from './SiteImage.module.css';

interface SiteImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What shows instead of the picture when it cannot load (a partner's name, "Project 7"). */
  fallback: string;
  /**
   * The picture that is the largest thing on a phone's first screen (a machine's photo): loaded
   * at once and before anything else (the prerender names it in the page's head,
   * tooling/prerender/pageHtml.js). A page that opens on its words has none. Every other picture
   * loads lazily and at low priority, so those in view come right after the first paint.
   */
  priority?: boolean;
  /** The width the image takes in the layout, for choosing a photo's size (`sizes`). */
  sizes?: string;
}

/** An image with fixed dimensions, lazy below the fold, and a text placeholder if it fails. */
export function SiteImage({
  src,
  alt,
  width,
  height,
  fallback,
  priority = false,
  sizes = '100vw',
  className,
  ...rest
}: SiteImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = pictureOf(src);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React attached its handlers (prerendered HTML) is caught here.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) {
    return (
      <span
        className={`${styles.fallback} ${className ?? ''}`}
        role="img"
        aria-label={alt || fallback}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span aria-hidden="true">{fallback}</span>
      </span>
    );
  }

  const image = (
    <img
      ref={ref}
      src={src}
      alt={alt}
      // A photo's own proportions, so a portrait photo in a landscape slot is not distorted.
      width={photo?.width ?? width}
      height={photo?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'low'}
      className={[className, photo?.toneClass].filter(Boolean).join(' ') || undefined}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
  // A photo from the image pipeline: AVIF or WebP in the size the layout needs, JPEG otherwise.
  if (!photo) return image;
  return (
    <picture className={styles.picture}>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
