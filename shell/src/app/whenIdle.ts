/**
 * Runs low-priority work when the browser is idle, at the latest after `timeout` ms. Safari has
 * no `requestIdleCallback`: there the work waits for the page's load and then a short pause, so
 * it still never competes with the page's start.
 */
export function whenIdle(work: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, { timeout });
    return;
  }
  const later = () => window.setTimeout(work, Math.min(timeout, 1000));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
