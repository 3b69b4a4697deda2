import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { useTranslation } from '@site/translation';
import { useNear } from '../ui/near/useNear';
import styles from './SaveCatalogue.module.css';

/** The panel's buttons and the save itself, with catalogue.ts: loaded as the panel comes near. */
const CatalogueState = lazy<ComponentType<{ section: string }>>(() =>
  import('./CatalogueState').then(
    ({ CatalogueState }) => ({ default: CatalogueState }),
    // Offline before the worker had kept it: the panel says what it is for, and no more.
    () => ({ default: () => null }),
  ),
);

interface SaveCatalogueProps {
  /** The section whose every page is saved, by its top-level path: `products`. */
  section: string;
}

/**
 * "Save the catalogue for offline use": saves every page of the catalogue in the page's language
 * on the device. The prerendered page says what the panel is for; what the device holds and the
 * buttons come when the visitor scrolls near it, so the pages it closes start without it.
 */
export function SaveCatalogue({ section }: SaveCatalogueProps) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLElement>(null);
  const near = useNear(panel);

  return (
    <section ref={panel} className="section" aria-labelledby="offline-catalogue-title">
      <div className={`container ${styles.panel}`}>
        <h2 id="offline-catalogue-title">{t('offlineCatalogue.title')}</h2>
        <p>{t('offlineCatalogue.text')}</p>
        <div className={styles.state} aria-live="polite">
          {near ? (
            <Suspense fallback={null}>
              <CatalogueState section={section} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
