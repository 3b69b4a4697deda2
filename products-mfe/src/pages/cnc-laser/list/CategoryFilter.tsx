import { useTranslation } from '@site/translation';
import {
  cncCategories,
  cncCategoryIds,
  type CncCategoryId,
} from '../../../content/cnc-laser/categories';
import { filterCards, type CncProductCard } from './content';
import styles from './CncLaserListPage.module.css';

interface CategoryFilterProps {
  cards: readonly CncProductCard[];
  selected: CncCategoryId | null;
  onSelect: (category: CncCategoryId | null) => void;
}

/** Buttons for "all" and each category, each with its number of machines. */
export function CategoryFilter({ cards, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation('products');
  const options: { id: CncCategoryId | null; label: string }[] = [
    { id: null, label: t('cnc.list.filter.all') },
    ...cncCategoryIds.map((id) => ({ id, label: t(cncCategories[id]) })),
  ];
  return (
    <div className={styles.filter} role="group" aria-label={t('cnc.list.filter.label')}>
      {options.map(({ id, label }) => (
        <button
          key={id ?? 'all'}
          type="button"
          className={styles.option}
          aria-pressed={selected === id}
          onClick={() => onSelect(id)}
        >
          {label}
          <span className={styles.optionCount}>{filterCards(cards, id).length}</span>
        </button>
      ))}
    </div>
  );
}
