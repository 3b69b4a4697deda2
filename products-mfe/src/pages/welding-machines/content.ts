import type { ProductCard } from '../../content/types';
import handheldImage from '../../assets/artwork/welding/handheld-laser-welding.svg';
import migMagImage from '../../assets/artwork/welding/mig-mag-welding.svg';
import tigImage from '../../assets/artwork/welding/tig-welding.svg';

const card = (
  id: string,
  key: string,
  category: 'laser' | 'arc',
  src: string,
  features: readonly string[],
): ProductCard => ({
  id,
  name: `${key}.name`,
  category: `welding.categories.${category}`,
  description: `welding.cards.${key}.description`,
  image: { src, width: 1200, height: 900, alt: `welding.cards.${key}.alt` },
  features: features.map((feature) => `welding.cards.${key}.features.${feature}`),
  detailPath: `products/welding-machines/${id}`,
});

/** Spec: three cards on /products/welding-machines, in this order. */
export const weldingMachines = [
  card('handheld-laser-welding', 'handheld', 'laser', handheldImage, ['power', 'thin', 'wire']),
  card('mig-mag-welding', 'migMag', 'arc', migMagImage, ['synergic', 'pulse', 'feeder']),
  card('tig-welding', 'tig', 'arc', tigImage, ['acDc', 'pulse', 'cooling']),
] satisfies ProductCard[];
