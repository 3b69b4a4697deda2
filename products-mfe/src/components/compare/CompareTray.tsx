import { lazy, Suspense } from 'react';
import { useCompareList } from '@site/shared/lists/compareList';

const TrayPanel = lazy(() =>
  import('./TrayPanel').then((module) => ({ default: module.TrayPanel })),
);

/**
 * The comparison tray of the catalogue pages. Most visitors never compare, so its code (and on
 * the catalogue the CNC words) loads only once a machine has been chosen.
 */
export function CompareTray() {
  const chosen = useCompareList().length > 0;
  return chosen ? (
    <Suspense fallback={null}>
      <TrayPanel />
    </Suspense>
  ) : null;
}
