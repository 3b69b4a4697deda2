import type { GroupsAt } from '@site/shared/i18n/wordKeys';
import type { TextKey } from '../../content/types';
import type { ProductWords } from '../../content/words';
import { comingSoonCategories, type ProductCategory } from '../catalog/categories';

/** A product line whose range is being prepared: its catalogue card and the words of its page. */
export interface ComingSoonLine {
  category: ProductCategory;
  metaTitle: TextKey;
  metaDescription: TextKey;
  intro: TextKey;
  /** Says that the range is being prepared. */
  note: TextKey;
  /** The chat's first message, naming the line. */
  message: TextKey;
}

type LineKey = GroupsAt<ProductWords, 'comingSoon'>;
const lineKeys: Record<string, LineKey> = {
  compressors: 'compressors',
  'industrial-scales': 'scales',
  generators: 'generators',
};

/** Spec: /products/compressors, /products/industrial-scales and /products/generators. */
export const comingSoonLines: readonly ComingSoonLine[] = comingSoonCategories.map((category) => {
  const prefix = `comingSoon.${lineKeys[category.id] ?? 'compressors'}` as const;
  return {
    category,
    metaTitle: `${prefix}.meta.title`,
    metaDescription: `${prefix}.meta.description`,
    intro: `${prefix}.intro`,
    note: `${prefix}.note`,
    message: `${prefix}.message`,
  };
});
