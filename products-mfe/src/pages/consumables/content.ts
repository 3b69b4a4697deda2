import type { GroupsAt } from '@site/shared/i18n/wordKeys';
import type { ConsumableCategory, TextKey } from '../../content/types';
import type { ProductWords } from '../../content/words';
import type { ImageAsset } from '@site/shared/content/types';
import type { i18n as I18n } from 'i18next';
import cuttingImage from '../../assets/artwork/consumables/cutting.svg';
import safetyImage from '../../assets/artwork/consumables/safety.svg';
import weldingImage from '../../assets/artwork/consumables/welding.svg';

/** A consumables category as the page shows it: the spec's fields, a picture and a chat message. */
export interface ConsumableGroup extends ConsumableCategory {
  image: ImageAsset<TextKey>;
  /** The chat's first message, naming the category. */
  message: TextKey;
}

type GroupId = GroupsAt<ProductWords, 'consumables.categories'>;

const group = (id: GroupId, src: string): ConsumableGroup => {
  const prefix = `consumables.categories.${id}` as const;
  return {
    id,
    name: `${prefix}.name`,
    description: `${prefix}.description`,
    // A list in the words, which staff lengthen or shorten in the content editor.
    items: `${prefix}.items`,
    image: { src, width: 1200, height: 900, alt: `${prefix}.alt` },
    message: `${prefix}.message`,
  };
};

export const consumablesPath = 'products/consumables';

/** Spec: three categories on /products/consumables (four items each at launch). */
export const consumableGroups = [
  group('welding', weldingImage),
  group('cutting', cuttingImage),
  group('safety', safetyImage),
] satisfies ConsumableGroup[];

/**
 * A category's items in the language of `i18n`: the list in the words (the content check keeps
 * each language's list as long as az's, every item filled). The typed `t` knows texts, not lists.
 */
export function consumableItems(i18n: I18n, group: ConsumableGroup): string[] {
  const read = i18n.t as (key: string, options: object) => unknown;
  const items = read(group.items, { ns: 'products', returnObjects: true });
  return Array.isArray(items)
    ? items.filter((item): item is string => typeof item === 'string')
    : [];
}
