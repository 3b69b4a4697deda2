import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@site/router';
import { useTranslation } from '@site/translation';
import { newReleaseOut, takeNewRelease, watchNewWorker } from './releases';
import styles from './NewRelease.module.css';

/** Route changes check for a new release at most this often; a return to the tab always does. */
const routeCheckMs = 60_000;

/** A link the browser should follow with a whole page load instead of the site's router. */
function siteLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return undefined;
  }
  if (link.origin !== location.origin) return undefined;
  if (link.pathname === location.pathname && link.hash) return undefined;
  return link;
}

/**
 * The small "new version — reload" notice: shown when a section this tab runs, or the shell,
 * has a newer release (see releases.ts). Ignored, it is taken on the next move inside the site,
 * which then loads the page whole instead of mixing the old and the new.
 */
export function NewRelease() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [out, setOut] = useState(false);
  const lastCheck = useRef(0);
  const shownOn = useRef<string | undefined>(undefined);

  const check = (throttled: boolean) => {
    if (out || (throttled && Date.now() - lastCheck.current < routeCheckMs)) return;
    lastCheck.current = Date.now();
    void newReleaseOut().then((found) => found && setOut(true));
  };

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && check(false);
    const onOnline = () => check(false);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    const stopWatching = watchNewWorker(() => setOut(true));
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      stopWatching();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `check` reads only `out`
  }, [out]);

  useEffect(() => {
    if (!out) {
      // The first page's sections have just loaded: the first check waits a minute.
      if (lastCheck.current === 0) lastCheck.current = Date.now();
      else check(true);
      return;
    }
    if (shownOn.current === undefined) shownOn.current = pathname;
    else if (shownOn.current !== pathname) void takeNewRelease(() => location.reload());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each route change
  }, [pathname, out]);

  useEffect(() => {
    if (!out) return;
    const onClick = (event: MouseEvent) => {
      const link = siteLink(event);
      if (!link) return;
      // Before the router sees it: the next page is loaded whole, in the new release.
      event.stopPropagation();
      event.preventDefault();
      void takeNewRelease(() => location.assign(link.href));
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [out]);

  if (!out) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{t('release.text')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void takeNewRelease(() => location.reload())}
      >
        {t('release.reload')}
      </button>
    </div>
  );
}
