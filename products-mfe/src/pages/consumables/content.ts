import type { ConsumableCategory, TextKey } from '../../content/types';
import type { ImageAsset } from '@site/shared/content/types';
import cuttingImage from '../../assets/artwork/consumables/cutting.svg';
import safetyImage from '../../assets/artwork/consumables/safety.svg';
import weldingImage from '../../assets/artwork/consumables/welding.svg';

/** A consumables category as the page shows it: the spec's fields, a picture and a chat message. */
export interface ConsumableGroup extends ConsumableCategory {
  image: ImageAsset;
  /** The chat's first message, naming the category. */
  message: TextKey;
}

const group = (
  id: string,
  src: string,
  items: readonly [string, string, string, string],
): ConsumableGroup => {
  const prefix = `consumables.categories.${id}`;
  return {
    id,
    name: `${prefix}.name`,
    description: `${prefix}.description`,
    items: [
      `${prefix}.items.${items[0]}`,
      `${prefix}.items.${items[1]}`,
      `${prefix}.items.${items[2]}`,
      `${prefix}.items.${items[3]}`,
    ],
    image: { src, width: 1200, height: 900, alt: `${prefix}.alt` },
    message: `${prefix}.message`,
  };
};

/** Spec: three categories on /products/consumables, four items each. */
export const consumableGroups = [
  group('welding', weldingImage, ['wire', 'electrodes', 'tungsten', 'torch']),
  group('cutting', cuttingImage, ['lenses', 'nozzles', 'plasma', 'blades']),
  group('safety', safetyImage, ['helmets', 'glasses', 'clothing', 'respirators']),
] satisfies ConsumableGroup[];
