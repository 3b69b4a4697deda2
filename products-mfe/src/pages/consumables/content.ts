import type { GroupsAt, NamesAt } from '@site/shared/i18n/wordKeys';
import type { ConsumableCategory, TextKey } from '../../content/types';
import type { ProductWords } from '../../content/words';
import type { ImageAsset } from '@site/shared/content/types';
import cuttingImage from '../../assets/artwork/consumables/cutting.svg';
import safetyImage from '../../assets/artwork/consumables/safety.svg';
import weldingImage from '../../assets/artwork/consumables/welding.svg';

/** A consumables category as the page shows it: the spec's fields, a picture and a chat message. */
type Item<Id extends string> = NamesAt<ProductWords, `consumables.categories.${Id}.items`>;

export interface ConsumableGroup extends ConsumableCategory {
  image: ImageAsset<TextKey>;
  /** The chat's first message, naming the category. */
  message: TextKey;
}

type GroupId = GroupsAt<ProductWords, 'consumables.categories'>;

const group = <Id extends GroupId>(
  id: Id,
  src: string,
  items: readonly [Item<Id>, Item<Id>, Item<Id>, Item<Id>],
): ConsumableGroup => {
  const prefix = `consumables.categories.${id as GroupId}` as const;
  // The item names are checked against this category's words by the signature.
  const item = (name: Item<Id>) => `${prefix}.items.${name}` as TextKey;
  return {
    id,
    name: `${prefix}.name`,
    description: `${prefix}.description`,
    items: [item(items[0]), item(items[1]), item(items[2]), item(items[3])],
    image: { src, width: 1200, height: 900, alt: `${prefix}.alt` },
    message: `${prefix}.message`,
  };
};

export const consumablesPath = 'products/consumables';

/** Spec: three categories on /products/consumables, four items each. */
export const consumableGroups = [
  group('welding', weldingImage, ['wire', 'electrodes', 'tungsten', 'torch']),
  group('cutting', cuttingImage, ['lenses', 'nozzles', 'plasma', 'blades']),
  group('safety', safetyImage, ['helmets', 'glasses', 'clothing', 'respirators']),
] satisfies ConsumableGroup[];
