import type { MachineSheet } from '../../content/types';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { datasheetUrl } from '../datasheet/datasheetUrl';
import { MachineSheetView } from './MachineSheetView';
import styles from './MachineSheetView.module.css';

/** A machine on a page that shows several: `product` names it in the page's quote items. */
export interface ListedSheet {
  product: string;
  sheet: MachineSheet;
}

interface MachineSheetListProps {
  /** The page below the language root, e.g. `products/torna-freze`. */
  path: string;
  sheets: readonly ListedSheet[];
}

/**
 * Several machines on the page they lead, each with its datasheet in the page language; the
 * first one's picture loads at once.
 */
export function MachineSheetList({ path, sheets }: MachineSheetListProps) {
  const language = useLanguage();
  return (
    <div className={`container ${styles.stack}`}>
      {sheets.map(({ product, sheet }, index) => (
        <MachineSheetView
          key={sheet.model}
          sheet={sheet}
          quote={{ id: `${path}#${product}`, path }}
          headingLevel={2}
          priority={index === 0}
          links={sheet.pdfUrl ? { datasheet: datasheetUrl(language, sheet.pdfUrl) } : {}}
        />
      ))}
    </div>
  );
}
