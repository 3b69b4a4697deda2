import type { ImageAsset, TextKey } from '@site/shared';
import consumablesImage from '../../assets/artwork/catalog/consumables.svg';
import cncLaserImage from '../../assets/artwork/catalog/cnc-laser.svg';
import cuttingImage from '../../assets/artwork/catalog/cutting-machines.svg';
import latheImage from '../../assets/artwork/catalog/torna-freze.svg';
import weldingImage from '../../assets/artwork/catalog/welding-machines.svg';

export interface ProductCategory {
  id: string;
  /** Below the language root. */
  path: string;
  name: TextKey;
  description: TextKey;
  image: ImageAsset;
  features: readonly TextKey[];
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
): ProductCategory => ({
  id,
  path: `products/${id}`,
  name: `categories.${key}.name`,
  description: `categories.${key}.description`,
  image: art(src, key),
  features: features.map((feature) => `categories.${key}.features.${feature}`),
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
];
