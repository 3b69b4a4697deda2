import { preload } from 'react-dom';
import { pictureOf } from './pictures';
import { screenSizes } from './sizes';

/**
 * Starts fetching the size of a picture that fills the screen, e.g. the next one in the
 * lightbox, at low priority. Vector artwork is one small file and needs no head start.
 */
export function preloadPicture(src: string): void {
  const photo = pictureOf(src);
  const avif = photo?.sources.find((source) => source.type === 'image/avif');
  if (!avif) return;
  preload(src, {
    as: 'image',
    type: avif.type,
    imageSrcSet: avif.srcset,
    imageSizes: screenSizes,
    fetchPriority: 'low',
  });
}
