import { useEffect, useState } from 'react';
import { useTranslation } from '@site/translation';
import { formatNumber } from '../format/numberFormat';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../ui/links/useLanguage';
import {
  CatalogueStopped,
  canSaveCatalogue,
  keepOnDevice,
  readCatalogue,
  removeCatalogue,
  saveCatalogue,
  type SaveProgress,
  type SavedCatalogue,
} from './catalogue';
import styles from './SaveCatalogue.module.css';

type State =
  | { step: 'reading' }
  | { step: 'unsupported' }
  | { step: 'none'; removed?: boolean }
  | { step: 'saving'; progress: SaveProgress }
  | { step: 'stopped'; progress: SaveProgress }
  | { step: 'saved'; catalogue: SavedCatalogue; kept: boolean };

/** What this device has of the catalogue in `language`. */
async function savedState(language: Language): Promise<State> {
  if (!canSaveCatalogue()) return { step: 'unsupported' };
  try {
    const [catalogue, kept] = await Promise.all([readCatalogue(language), keepOnDevice(false)]);
    if (catalogue?.complete) return { step: 'saved', catalogue, kept };
    if (catalogue) {
      return {
        step: 'stopped',
        progress: { done: catalogue.files, total: 0, bytes: catalogue.bytes },
      };
    }
    return { step: 'none' };
  } catch {
    return { step: 'unsupported' };
  }
}

/**
 * What the device has of the catalogue in the page's language and what the visitor can do with
 * it: save it (with progress and the space it takes), finish a stopped save, update or remove it;
 * asks the browser to keep it and says what happens when it will not (see catalogue.ts). Loaded
 * when the panel comes near the screen (SaveCatalogue.tsx).
 */
export function CatalogueState({ section }: { section: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [state, setState] = useState<State>({ step: 'reading' });

  useEffect(() => {
    let current = true;
    void savedState(language).then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, [language]);

  const megabytes = (bytes: number) =>
    t('offlineCatalogue.megabytes', {
      value: formatNumber(Math.max(bytes / 1e6, 0.1), language, 1),
    });

  const save = async () => {
    setState({ step: 'saving', progress: { done: 0, total: 0, bytes: 0 } });
    // Asked at the press, while the browser sees the visitor's gesture. Firefox asks the visitor
    // and answers only when they do: the saved catalogue is shown without waiting, with what the
    // browser has promised so far, and the answer is shown when it comes.
    const asked = keepOnDevice(true);
    try {
      const catalogue = await saveCatalogue({
        language,
        section,
        onProgress: (progress) => setState({ step: 'saving', progress }),
      });
      setState({ step: 'saved', catalogue, kept: await keepOnDevice(false) });
      void asked.then((kept) =>
        setState((shown) => (shown.step === 'saved' ? { ...shown, kept } : shown)),
      );
    } catch (error) {
      const progress =
        error instanceof CatalogueStopped ? error.progress : { done: 0, total: 0, bytes: 0 };
      setState({ step: 'stopped', progress });
    }
  };

  const remove = async () => {
    await removeCatalogue(language);
    setState({ step: 'none', removed: true });
  };

  const saveButton = (label: string) => (
    <button type="button" className="button button-primary" onClick={() => void save()}>
      {label}
    </button>
  );

  return (
    <>
      {state.step === 'unsupported' ? <p>{t('offlineCatalogue.unsupported')}</p> : null}
      {state.step === 'none' ? (
        <>
          {state.removed ? <p role="status">{t('offlineCatalogue.removed')}</p> : null}
          {saveButton(t('offlineCatalogue.save'))}
        </>
      ) : null}
      {state.step === 'saving' ? (
        <>
          <progress
            className={styles.progress}
            max={Math.max(state.progress.total, 1)}
            value={state.progress.done}
            aria-label={t('offlineCatalogue.progressLabel')}
          />
          <p>
            {t('offlineCatalogue.saving', {
              done: state.progress.done,
              total: state.progress.total,
              size: megabytes(state.progress.bytes),
            })}
          </p>
        </>
      ) : null}
      {state.step === 'stopped' ? (
        <>
          <p role="alert">
            {t('offlineCatalogue.stopped', {
              count: state.progress.done,
              size: megabytes(state.progress.bytes),
            })}
          </p>
          {saveButton(t('offlineCatalogue.finish'))}
        </>
      ) : null}
      {state.step === 'saved' ? (
        <>
          <p role="status">
            {t('offlineCatalogue.saved', {
              pages: t('offlineCatalogue.pageCount', { count: state.catalogue.pages }),
              datasheets: t('offlineCatalogue.datasheetCount', {
                count: state.catalogue.datasheets,
              }),
              size: megabytes(state.catalogue.bytes),
            })}
          </p>
          <p className={styles.note}>
            {t(state.kept ? 'offlineCatalogue.kept' : 'offlineCatalogue.mayBeCleared')}
          </p>
          <div className={styles.actions}>
            {saveButton(t('offlineCatalogue.update'))}
            <button type="button" className="button button-secondary" onClick={() => void remove()}>
              {t('offlineCatalogue.remove')}
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
