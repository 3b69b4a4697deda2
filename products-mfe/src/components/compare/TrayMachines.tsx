import { useTranslation } from '@site/translation';
import { removeFromCompare } from '@site/shared/lists/compareList';
import type { CncMachine } from '../../content/cnc-laser/machine';
import styles from './CompareTray.module.css';

/** The chosen machines by model and name, each with a button that takes it out again. */
export function TrayMachines({ machines }: { machines: readonly CncMachine[] }) {
  const { t } = useTranslation('products');
  return (
    <ul className={styles.machines}>
      {machines.map((machine) => {
        const name = t(machine.sheet.name);
        return (
          <li key={machine.id} className={styles.machine}>
            {/* The model first: several names begin with the same words. */}
            <span className={styles.name} title={name}>
              <span className={styles.model}>{machine.sheet.model}</span> {name}
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('cnc.compare.tray.remove', { name })}
              onClick={() => removeFromCompare(machine.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
