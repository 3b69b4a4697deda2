import type { MachineSheet } from '../../content/types';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { datasheetUrl } from '../../datasheets/datasheetUrl';
import { MachineSheetView } from './MachineSheetView';
import styles from './MachineSheetView.module.css';

/** Several machines on one page, each with its datasheet in the page language. */
export function MachineSheetList({ sheets }: { sheets: readonly MachineSheet[] }) {
  const language = useLanguage();
  return (
    <div className={`container ${styles.stack}`}>
      {sheets.map((sheet) => (
        <MachineSheetView
          key={sheet.model}
          sheet={sheet}
          headingLevel={2}
          links={sheet.pdfUrl ? { datasheet: datasheetUrl(language, sheet.pdfUrl) } : {}}
        />
      ))}
    </div>
  );
}
