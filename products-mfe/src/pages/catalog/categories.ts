import type { ImageAsset } from '@site/shared/content/types';
import type { TextKey } from '../../content/types';
import consumablesImage from '../../assets/artwork/catalog/consumables.svg';
import cncLaserImage from '../../assets/artwork/catalog/cnc-laser.svg';
import compressorsImage from '../../assets/artwork/catalog/compressors.svg';
import cuttingImage from '../../assets/artwork/catalog/cutting-machines.svg';
import generatorsImage from '../../assets/artwork/catalog/generators.svg';
import scalesImage from '../../assets/artwork/catalog/industrial-scales.svg';
import latheImage from '../../assets/artwork/catalog/torna-freze.svg';
import weldingImage from '../../assets/artwork/catalog/welding-machines.svg';

export interface ProductCategory {
  id: string;
  /** Its words' key, also its label's key in navigation.json. */
  key: string;
  /** Below the language root. */
  path: string;
  name: TextKey;
  description: TextKey;
  image: ImageAsset;
  features: readonly TextKey[];
  /** A line whose range is still being prepared (spec: compressors, industrial scales, generators). */
  comingSoon?: boolean;
}

/** Cards show at most this many features, then the total (spec section 9). */
export const maxCardFeatures = 3;

const art = (src: string, key: string): ImageAsset => ({
  src,
  width: 1200,
  height: 900,
  alt: `categories.${key}.alt`,
});

const category = (
  id: string,
  key: string,
  src: string,
  features: readonly string[],
  comingSoon = false,
): ProductCategory => ({
  id,
  key,
  path: `products/${id}`,
  name: `categories.${key}.name`,
  description: `categories.${key}.description`,
  image: art(src, key),
  features: features.map((feature) => `categories.${key}.features.${feature}`),
  ...(comingSoon ? { comingSoon } : {}),
});

export const productCategories: readonly ProductCategory[] = [
  category('cnc-laser', 'cncLaser', cncLaserImage, [
    'power',
    'formats',
    'tube',
    'accuracy',
    'automation',
    'service',
  ]),
  category('welding-machines', 'welding', weldingImage, [
    'handheld',
    'migMag',
    'tig',
    'training',
    'accessories',
  ]),
  category('cutting-machines', 'cutting', cuttingImage, [
    'guillotine',
    'plasma',
    'oxyFuel',
    'setup',
  ]),
  category('torna-freze', 'latheMill', latheImage, [
    'lathes',
    'mills',
    'control',
    'tooling',
    'commissioning',
  ]),
  category('consumables', 'consumables', consumablesImage, [
    'welding',
    'cutting',
    'safety',
    'delivery',
  ]),
  category('compressors', 'compressors', compressorsImage, ['screw', 'air', 'dryers'], true),
  category(
    'industrial-scales',
    'scales',
    scalesImage,
    ['platform', 'crane', 'truck', 'verification'],
    true,
  ),
  category('generators', 'generators', generatorsImage, ['diesel', 'switch', 'service'], true),
];

/** The lines whose pages say the range is being prepared. */
export const comingSoonCategories = productCategories.filter((category) => category.comingSoon);
