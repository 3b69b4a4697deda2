import { useLayoutEffect, useId, useState } from 'react';
import { useTranslation } from '@site/translation';
import { clearCompare, compareLimits, useCompareList } from '@site/shared/lists/compareList';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { cncComparisonPath } from '../../content/cnc-laser/ids';
import type { CncMachine } from '../../content/cnc-laser/machine';
import { findCncMachine } from '../../content/cnc-laser/machines';
import { TrayMachines } from './TrayMachines';
import { useTrayFolded } from './trayFolded';
import { useCncWords } from './useCncWords';
import styles from './CompareTray.module.css';

/**
 * The machines chosen for comparison, fixed at the bottom of the window while there are any.
 * The prerendered page has no list, so the tray appears only in the browser; being fixed, it
 * shifts nothing, and the page gets room below its footer (`data-compare-tray`) while it shows.
 */
export function TrayPanel() {
  const machines = useCompareList()
    .map(findCncMachine)
    .filter((machine): machine is CncMachine => machine !== undefined);
  const shown = useCncWords(machines.length > 0) && machines.length > 0;
  const [folded, setFolded] = useTrayFolded();

  // Before the paint that shows the tray, so the room below the footer comes in the same frame.
  useLayoutEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.dataset.compareTray = folded ? 'folded' : '';
    return () => {
      delete root.dataset.compareTray;
    };
  }, [shown, folded]);

  if (!shown) return null;
  return folded ? (
    <FoldedTray count={machines.length} onUnfold={() => setFolded(false)} />
  ) : (
    <Tray machines={machines} onFold={() => setFolded(true)} />
  );
}

/** The tray folded away: one small button that opens it again, with the count. */
function FoldedTray({ count, onUnfold }: { count: number; onUnfold: () => void }) {
  const { t } = useTranslation('products');
  return (
    <section
      className={`${styles.tray} ${styles.folded}`}
      aria-label={t('cnc.compare.tray.label')}
      data-print="hide"
      data-pagefind-ignore="all"
    >
      <button type="button" className={styles.unfold} aria-expanded="false" onClick={onUnfold}>
        {t('cnc.compare.tray.title')}{' '}
        <span className={styles.count}>
          {t('cnc.compare.tray.chosen', { chosen: count, max: compareLimits.max })}
        </span>
      </button>
    </section>
  );
}

function Tray({ machines, onFold }: { machines: readonly CncMachine[]; onFold: () => void }) {
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hintId = useId();
  const count = machines.length;
  const room = compareLimits.max - count;
  const ready = count >= compareLimits.min;
  const chosen = t('cnc.compare.tray.chosen', { chosen: count, max: compareLimits.max });
  const hint = !ready
    ? t('cnc.compare.tray.needMore')
    : room > 0
      ? t('cnc.compare.tray.room', { count: room })
      : t('cnc.compare.tray.full');

  return (
    <section
      className={styles.tray}
      aria-label={t('cnc.compare.tray.label')}
      data-print="hide"
      data-pagefind-ignore="all"
    >
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('cnc.compare.tray.title')} <span className={styles.count}>{chosen}</span>
        </button>
        <p className={styles.summary}>
          {t('cnc.compare.tray.title')} <span className={styles.count}>{chosen}</span>
        </p>
        <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
          <TrayMachines machines={machines} />
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
          <button type="button" className={styles.clear} onClick={clearCompare}>
            {t('cnc.compare.tray.clear')}
          </button>
        </div>
        {ready ? (
          <LocalLink
            to={cncComparisonPath(machines.map((machine) => machine.id))}
            className={`button button-primary ${styles.compare}`}
          >
            {t('cnc.compare.tray.compare', { chosen: count })}
          </LocalLink>
        ) : (
          // Looks and reads as unavailable, stays focusable so the reason is heard, and on a
          // phone opens the panel where the reason is written.
          <button
            type="button"
            className={`button ${styles.compare} ${styles.unavailable}`}
            aria-disabled="true"
            aria-describedby={hintId}
            onClick={() => setOpen(true)}
          >
            {t('cnc.compare.tray.compare', { chosen: count })}
          </button>
        )}
        <button
          type="button"
          className={styles.fold}
          aria-label={t('cnc.compare.tray.fold')}
          onClick={onFold}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
    </section>
  );
}
