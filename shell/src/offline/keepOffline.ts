/**
 * The page's side of the offline worker (`/sw.js`, see worker/serviceWorker.ts): registered once
 * the page is painted and idle, so a first visit is as fast as without it.
 */
import { sectionOf } from '@site/shared/contract/remotes';
import { splitLanguage } from '@site/shared/links/sitePath';
import { loadRemotesConfig } from '../sections/loadRemotesConfig';

/** The worker's address; its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Pages of this visit shown before the worker answered for the site (a visitor may move on
 * before it starts), and the files they loaded, kept for this tab until the worker has them.
 */
const pendingKey = 'site.offline.pending';

function pendingPages(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(pendingKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((url) => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

function rememberPage(...urls: string[]): void {
  try {
    const pages = [...new Set([...pendingPages(), ...urls])].slice(-400);
    sessionStorage.setItem(pendingKey, JSON.stringify(pages));
  } catch {
    // Storage blocked: this page is saved only if the worker starts while it is shown.
  }
}

function forgetPendingPages(): void {
  try {
    sessionStorage.removeItem(pendingKey);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Whether the worker answered for this page's own address. A worker may start controlling a
 * page after its HTML came from the network (it takes over open pages when it starts): such a
 * page is saved like one shown before the worker.
 */
function servedByWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return Boolean(navigator.serviceWorker.controller) && (navigation?.workerStart ?? 0) > 0;
}

const here = () => location.href.split('#')[0] ?? location.href;

/** Same-origin addresses this page has fetched. */
function fetchedHere(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin));
}

/** The manifests of the sections these pages belong to, so their code is saved with them. */
async function sectionManifests(pages: readonly string[]): Promise<string[]> {
  try {
    const { mounts, remotes } = await loadRemotesConfig();
    return pages.flatMap((url) => {
      const owner = sectionOf(mounts, splitLanguage(new URL(url).pathname).path);
      const manifest = owner ? remotes[owner] : undefined;
      return manifest ? [manifest] : [];
    });
  } catch {
    return [];
  }
}

/** Asks the worker to save these addresses (pages, files), quietly. */
function keep(worker: ServiceWorker | null | undefined, urls: readonly string[]): void {
  worker?.postMessage({ type: 'keep', urls: [...new Set(urls)] });
}

/**
 * Notes the page for the worker when none answers for the site yet, as soon as the page starts:
 * the visitor may move on before the worker is registered.
 */
export function notePageForOffline(): void {
  if (!supported() || servedByWorker()) return;
  rememberPage(here());
  // Left before the worker started: what the page loaded (its pictures) is noted on the way out.
  window.addEventListener(
    'pagehide',
    () => {
      if (!servedByWorker()) rememberPage(...fetchedHere());
    },
    { once: true },
  );
}

/**
 * Registers the worker. The pages of this visit shown before it answered for the site (this one
 * among them) are handed to it to save, with what this page loaded and their sections' code.
 */
export function registerOfflineWorker(): void {
  if (!supported()) return;
  const controlled = servedByWorker();
  navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: '/' })
    .then(async () => {
      const pages = pendingPages();
      if (controlled && pages.length === 0) return;
      const registration = await navigator.serviceWorker.ready;
      // What this page loaded went past the worker only if it did not answer for the page.
      const files = controlled ? [] : fetchedHere();
      keep(registration.active, [...pages, ...files, ...(await sectionManifests(pages))]);
      forgetPendingPages();
    })
    .catch((error: unknown) => console.warn('The offline worker could not start.', error));
}

/**
 * A page reached inside the site shows without its HTML being fetched: the worker is asked to
 * save that HTML too, so the page opens again offline (or it waits until the worker starts).
 */
export function keepPageOffline(path: string): void {
  if (!supported()) return;
  const url = new URL(path, location.origin).href;
  const worker = navigator.serviceWorker.controller;
  if (worker) keep(worker, [url]);
  else rememberPage(url);
}
