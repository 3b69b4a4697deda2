/**
 * New releases reaching an open tab. Each team deploys its section on its own and the shell
 * ships with the offline worker; a tab keeps running what it loaded until the visitor reloads.
 * This module tells when that is no longer the newest: a section this tab runs has a new
 * manifest (its files changed, or remotes.json points elsewhere), or a new worker (a new shell)
 * is installed and waiting. Checking fetches the new manifest through the worker, which saves
 * the new release's code in the background (worker/serviceWorker.ts, keepSectionCode).
 */
import { parseRemotesConfig } from '@site/shared/contract/remotes';

interface RunningRelease {
  manifestUrl: string;
  /** The manifest as loaded, written out: any change of its files changes it. */
  content: string;
}

/** The release of each section this tab runs, by federation name. */
const running = new Map<string, RunningRelease>();

/** Notes the manifest a section was loaded from (called by the federation runtime's plugin). */
export function noteRunningRelease(name: string, manifestUrl: string, manifest: unknown): void {
  running.set(name, {
    manifestUrl: new URL(manifestUrl, location.href).href,
    content: JSON.stringify(manifest),
  });
}

const worker = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;

/** A new shell: a worker installed beside the one that answers for this page. */
async function waitingWorker(check: boolean): Promise<ServiceWorker | undefined> {
  const registration = await worker()?.getRegistration();
  if (!registration) return undefined;
  if (check) await registration.update().catch(() => undefined);
  return worker()?.controller ? (registration.waiting ?? undefined) : undefined;
}

async function sectionChanged(): Promise<boolean> {
  if (running.size === 0) return false;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) return false;
  const config = parseRemotesConfig(await response.json(), response.url || location.href);
  for (const [name, release] of running) {
    const entry = config.remotes[name];
    if (!entry) continue;
    if (new URL(entry, location.href).href !== release.manifestUrl) return true;
    const manifest = await fetch(release.manifestUrl, { cache: 'no-cache' });
    if (manifest.ok && JSON.stringify(await manifest.json()) !== release.content) return true;
  }
  return false;
}

/** Whether a newer release than this tab runs is out (false when it cannot tell, offline). */
export async function newReleaseOut(): Promise<boolean> {
  try {
    return Boolean(await waitingWorker(true)) || (await sectionChanged());
  } catch {
    return false;
  }
}

/**
 * Calls `onNew` when a new worker finishes installing while this page runs the old one, or
 * another tab has let it take over.
 */
export function watchNewWorker(onNew: () => void): () => void {
  const container = worker();
  if (!container) return () => undefined;
  let registration: ServiceWorkerRegistration | undefined;
  const installed = () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onNew();
    });
  };
  const hadController = Boolean(container.controller);
  const taken = () => {
    if (hadController) onNew();
  };
  void container.getRegistration().then((found) => {
    registration = found;
    found?.addEventListener('updatefound', installed);
  });
  container.addEventListener('controllerchange', taken);
  return () => {
    registration?.removeEventListener('updatefound', installed);
    container.removeEventListener('controllerchange', taken);
  };
}

/**
 * Takes the new release: a waiting worker takes over first (so the next page is the new
 * shell's), then `go` loads the page whole.
 */
export async function takeNewRelease(go: () => void): Promise<void> {
  const waiting = await waitingWorker(false).catch(() => undefined);
  const container = worker();
  if (waiting && container) {
    const taken = new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, 3000);
    });
    waiting.postMessage({ type: 'skip-waiting' });
    await taken;
  }
  go();
}
