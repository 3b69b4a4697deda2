import type { ImageAsset } from '@site/shared/content/types';
import type { GroupsAt, NamesAt } from '@site/shared/i18n/wordKeys';
import type { TextKey } from '../../content/types';
import type { ProductWords } from '../../content/words';
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
  key: CategoryKey;
  /** Below the language root. */
  path: string;
  name: TextKey;
  description: TextKey;
  image: ImageAsset<TextKey>;
  features: readonly TextKey[];
  /** A line whose range is still being prepared (spec: compressors, industrial scales, generators). */
  comingSoon?: boolean;
}

/** Cards show at most this many features, then the total (spec section 9). */
export const maxCardFeatures = 3;

type CategoryKey = GroupsAt<ProductWords, 'categories'>;

const art = (src: string, key: CategoryKey): ImageAsset<TextKey> => ({
  src,
  width: 1200,
  height: 900,
  alt: `categories.${key}.alt`,
});

const category = <Key extends CategoryKey>(
  id: string,
  key: Key,
  src: string,
  features: readonly NamesAt<ProductWords, `categories.${Key}.features`>[],
  comingSoon = false,
): ProductCategory => ({
  id,
  key,
  path: `products/${id}`,
  name: `categories.${key as CategoryKey}.name`,
  description: `categories.${key as CategoryKey}.description`,
  image: art(src, key),
  // The names are checked against the words of this category by the signature.
  features: features.map((feature) => `categories.${key}.features.${feature}` as TextKey),
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
