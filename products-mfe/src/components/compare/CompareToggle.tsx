import { useState } from 'react';
import { useTranslation } from '@site/translation';
import {
  addToCompare,
  compareLimits,
  removeFromCompare,
  useCompareList,
} from '@site/shared/lists/compareList';
import type { CncMachineId } from '../../content/cnc-laser/ids';
import styles from './CompareToggle.module.css';

interface CompareToggleProps {
  id: CncMachineId;
  /** The machine's name in the page's language. */
  name: string;
}

type Outcome = 'added' | 'removed' | 'refused';

/** Puts a CNC laser into the comparison tray or takes it out; says so when the tray is full. */
export function CompareToggle({ id, name }: CompareToggleProps) {
  const { t } = useTranslation('products');
  const items = useCompareList();
  const chosen = items.includes(id);
  const full = items.length >= compareLimits.max;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const toggle = () => {
    if (chosen) {
      removeFromCompare(id);
      setOutcome('removed');
    } else {
      setOutcome(addToCompare(id) ? 'added' : 'refused');
    }
  };

  // A message stays only while it is still true (the tray may change from elsewhere).
  const refused = outcome === 'refused' && !chosen && full;
  const message = refused
    ? t('cnc.compare.full', { count: compareLimits.max })
    : outcome === 'added' && chosen
      ? t('cnc.compare.added', { name })
      : outcome === 'removed' && !chosen
        ? t('cnc.compare.removed', { name })
        : '';

  return (
    <div className={styles.compare} data-print="hide" data-pagefind-ignore="all">
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-pressed={chosen}
        onClick={toggle}
      >
        {t('cnc.compare.toggle')}
        <span className="visually-hidden">: {name}</span>
      </button>
      <p role="status" className={refused ? styles.refused : 'visually-hidden'}>
        {message}
      </p>
    </div>
  );
}
