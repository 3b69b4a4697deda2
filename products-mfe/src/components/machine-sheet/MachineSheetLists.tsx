import { useTranslation } from '@site/translation';
import type { MachineSheet } from '../../content/types';
import styles from './MachineSheetView.module.css';

interface MachineSheetListsProps {
  sheet: MachineSheet;
  heading: 'h2' | 'h3';
}

/** The features and the applications of a machine, each under its own heading. */
export function MachineSheetLists({ sheet, heading: Heading }: MachineSheetListsProps) {
  const { t } = useTranslation('products');
  const lists = [
    { title: 'sheet.features', items: sheet.features },
    { title: 'sheet.applications', items: sheet.applications },
  ] as const;
  return lists.map(({ title, items }) => (
    <section key={title} className={styles.block}>
      <Heading>{t(title)}</Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
    </section>
  ));
}
