/**
 * The page's side of the offline worker (`/sw.js`, see worker/serviceWorker.ts): registered once
 * the page is painted and idle, so a first visit is as fast as without it.
 */

/** The worker's address; its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/** Same-origin addresses this page has fetched, without their `#fragment`. */
function fetchedHere(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin));
  return [...new Set([location.href.split('#')[0] ?? location.href, ...urls])];
}

/** Asks the worker to save these addresses (pages, files), quietly. */
function keep(worker: ServiceWorker | null | undefined, urls: readonly string[]): void {
  worker?.postMessage({ type: 'keep', urls });
}

/**
 * Registers the worker. The page it starts on was fetched before the worker answered for the
 * site, so the page and what it loaded are handed to it to save.
 */
export function registerOfflineWorker(): void {
  if (!supported()) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: '/' })
    .then(async () => {
      if (controlled) return;
      const registration = await navigator.serviceWorker.ready;
      keep(registration.active, fetchedHere());
    })
    .catch((error: unknown) => console.warn('The offline worker could not start.', error));
}

/**
 * A page reached inside the site shows without its HTML being fetched: the worker is asked to
 * save that HTML too, so the page opens again offline.
 */
export function keepPageOffline(path: string): void {
  if (!supported()) return;
  keep(navigator.serviceWorker.controller, [new URL(path, location.origin).href]);
}
