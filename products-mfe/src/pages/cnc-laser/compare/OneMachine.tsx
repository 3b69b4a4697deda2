import { useTranslation } from '@site/translation';
import { addToCompare } from '@site/shared/lists/compareList';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { cncListPath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { ComparisonTable } from './ComparisonTable';
import styles from './CncComparePage.module.css';

interface OneMachineProps {
  machine: CncMachine;
  onRemove: (id: string) => void;
}

/**
 * The one machine an address names that the site knows (a shared link with a machine since
 * withdrawn, say): shown with its specifications, and a way to choose another to compare it with
 * that keeps it in the comparison tray.
 */
export function OneMachine({ machine, onRemove }: OneMachineProps) {
  const { t } = useTranslation('products');
  return (
    <>
      <p>{t('cnc.compare.page.one', { name: t(machine.sheet.name) })}</p>
      <ComparisonTable
        machines={[machine]}
        onlyDifferences={false}
        onOnlyDifferences={() => undefined}
        onRemove={onRemove}
      />
      <p className={styles.noticeLinks} data-print="hide">
        <LocalLink
          to={cncListPath}
          className="button button-primary"
          onClick={() => addToCompare(machine.id)}
        >
          {t('cnc.compare.page.addAnother')}
        </LocalLink>
      </p>
    </>
  );
}
