import { useTranslation } from '@site/translation';
import type { MachineSheet, TextKey } from '../../content/types';
import { productData } from './productData';

/** schema.org Product entries for the machines a page shows (no price or review is invented). */
export function useProductData(sheets: readonly MachineSheet[], fallbackCategory: TextKey) {
  const { t } = useTranslation('products');
  return sheets.map((sheet) =>
    productData({
      name: t(sheet.name),
      description: t(sheet.description),
      image: sheet.images[0]?.src ?? '',
      category: t(sheet.category ?? fallbackCategory),
      model: sheet.model,
    }),
  );
}
