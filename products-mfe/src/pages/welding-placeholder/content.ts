import type { ImageAsset } from '@site/shared/content/types';
import type { TextKey } from '../../content/types';
import migMagImage from '../../assets/artwork/welding/mig-mag-welding.svg';
import tigImage from '../../assets/artwork/welding/tig-welding.svg';

/** A welding line shown on a short page until its full range is published. */
export interface WeldingPlaceholder {
  id: string;
  /** Below the language root. */
  path: string;
  name: TextKey;
  metaTitle: TextKey;
  metaDescription: TextKey;
  description: TextKey;
  /** Says that special solutions are available. */
  note: TextKey;
  /** The chat's first message. */
  message: TextKey;
  image: ImageAsset<TextKey>;
}

const placeholder = (id: string, key: 'migMag' | 'tig', src: string): WeldingPlaceholder => ({
  id,
  path: `products/welding-machines/${id}`,
  name: `${key}.name`,
  metaTitle: `${key}.meta.title`,
  metaDescription: `${key}.meta.description`,
  description: `${key}.description`,
  note: `${key}.note`,
  message: `${key}.message`,
  image: { src, width: 1200, height: 900, alt: `${key}.alt` },
});

/** Spec: mig-mag-welding and tig-welding are short pages with a special-solutions note. */
export const weldingPlaceholders: readonly WeldingPlaceholder[] = [
  placeholder('mig-mag-welding', 'migMag', migMagImage),
  placeholder('tig-welding', 'tig', tigImage),
];
