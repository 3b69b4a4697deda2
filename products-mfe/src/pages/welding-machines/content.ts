import type { GroupsAt, NamesAt } from '@site/shared/i18n/wordKeys';
import type { ProductCard, TextKey } from '../../content/types';
import type { ProductWords } from '../../content/words';
import handheldImage from '../../assets/artwork/welding/handheld-laser-welder.svg';
import migMagImage from '../../assets/artwork/welding/mig-mag-welding.svg';
import tigImage from '../../assets/artwork/welding/tig-welding.svg';

type CardKey = GroupsAt<ProductWords, 'welding.cards'>;

const card = <Key extends CardKey>(
  id: string,
  key: Key,
  category: NamesAt<ProductWords, 'welding.categories'>,
  src: string,
  features: readonly NamesAt<ProductWords, `welding.cards.${Key}.features`>[],
): ProductCard => ({
  id,
  name: `${key as CardKey}.name`,
  category: `welding.categories.${category}`,
  description: `welding.cards.${key as CardKey}.description`,
  image: { src, width: 1200, height: 900, alt: `welding.cards.${key as CardKey}.alt` },
  // The feature names are checked against this card's words by the signature.
  features: features.map((feature) => `welding.cards.${key}.features.${feature}` as TextKey),
  detailPath: `products/welding-machines/${id}`,
});

/** Spec: three cards on /products/welding-machines, in this order. */
export const weldingMachines = [
  card('handheld-laser-welding', 'handheld', 'laser', handheldImage, ['power', 'thin', 'wire']),
  card('mig-mag-welding', 'migMag', 'arc', migMagImage, ['synergic', 'pulse', 'feeder']),
  card('tig-welding', 'tig', 'arc', tigImage, ['acDc', 'pulse', 'cooling']),
] satisfies ProductCard[];
