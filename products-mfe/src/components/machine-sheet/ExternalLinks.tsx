import { useTranslation } from '@site/translation';
import styles from './MachineSheetView.module.css';

export interface MachineSheetLinks {
  /** The manufacturer's original product page. */
  manufacturer?: string;
  /** The technical drawing (PDF or image). */
  drawing?: string;
  /** The datasheet in the page language, already resolved to a URL. */
  datasheet?: string;
}

/** The manufacturer's page and the technical drawing, each only when the data has it. */
export function ExternalLinks({ links }: { links: MachineSheetLinks }) {
  const { t } = useTranslation('products');
  if (!links.manufacturer && !links.drawing) return null;
  return (
    <ul className={styles.links}>
      {links.manufacturer ? (
        <li>
          <a href={links.manufacturer} target="_blank" rel="noopener noreferrer">
            {t('sheet.manufacturer')}
          </a>
        </li>
      ) : null}
      {links.drawing ? (
        <li>
          <a href={links.drawing} target="_blank" rel="noopener noreferrer">
            {t('sheet.drawing')}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
