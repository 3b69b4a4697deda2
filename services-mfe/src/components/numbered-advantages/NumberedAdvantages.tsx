import { useTranslation } from '@site/translation';
import type { ServiceItem } from '../../content/types';
import styles from './NumberedAdvantages.module.css';

const number = (index: number) => String(index + 1).padStart(2, '0');

/** Advantages or benefits as a numbered list: 01, 02, … */
export function NumberedAdvantages({ items }: { items: readonly ServiceItem[] }) {
  const { t } = useTranslation('services');
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {number(index)}
          </span>
          <div>
            <h3 className={styles.title}>{t(item.title)}</h3>
            <p className={styles.text}>{t(item.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
