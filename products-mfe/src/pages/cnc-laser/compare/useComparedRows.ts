import { useTranslation } from '@site/translation';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { productsTranslate, readSpecValue } from '../../../specs/specValue';
import type { TextKey } from '../../../content/types';
import { cncCategories } from '../../../content/cnc-laser/categories';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { comparedRow, specificationRows, type ComparedRow } from './comparison';

export interface LabelledRow extends ComparedRow {
  label: string;
}

/**
 * The rows of the comparison in the page's language: model, category, every specification any
 * of the machines has (written as on their pages), features and applications.
 */
export function useComparedRows(machines: readonly CncMachine[]): LabelledRow[] {
  const { t, i18n } = useTranslation('products');
  const language = useLanguage();
  const translate = productsTranslate(i18n);
  const words = (keys: readonly TextKey[]) => keys.map((key) => t(key));

  return [
    {
      ...comparedRow(
        'model',
        machines.map((machine) => machine.sheet.model),
      ),
      // It names the machines, so it stays first even when one of them has no model.
      partial: false,
      label: t('sheet.model'),
    },
    {
      ...comparedRow(
        'category',
        machines.map((machine) => t(cncCategories[machine.categoryId])),
      ),
      label: t('cnc.compare.page.category'),
    },
    ...specificationRows(machines, (value) => readSpecValue(value, language, translate)).map(
      (row) => ({ ...row, label: t(`cnc.specs.${row.id}`) }),
    ),
    {
      ...comparedRow(
        'features',
        machines.map((machine) => words(machine.sheet.features)),
      ),
      label: t('sheet.features'),
    },
    {
      ...comparedRow(
        'applications',
        machines.map((machine) => words(machine.sheet.applications)),
      ),
      label: t('sheet.applications'),
    },
  ];
}
