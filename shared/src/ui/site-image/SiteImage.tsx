import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
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
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
}

/** An image with fixed dimensions, lazy below the fold, and a text placeholder if it fails. */
export function SiteImage({
  src,
  alt,
  width,
  height,
  fallback,
  priority = false,
  className,
  ...rest
}: SiteImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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

  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
