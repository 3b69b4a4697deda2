import '@site/shared/styles/base.css';
import { keepEarlyPresses } from './app/earlyPresses';

/** How long the start waits for the page's load and first paint at most. */
const longestWaitMs = 3000;

/** Lets the browser handle input and paint between two steps of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The browser evaluates the modules of one import in a single task. The libraries come first,
 * one import each, then the site's own code, so no step holds the main thread for long.
 */
async function start() {
  for (const library of [
    () => import('react-dom/client'),
    () => import('@site/router'),
    () => import('i18next'),
  ]) {
    await library();
    await nextTask();
  }
  const { bootstrap } = await import('./app/bootstrap');
  await nextTask();
  await bootstrap();
}

/** Resolves once the page has loaded: its styles and first-screen images are in. */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves once the browser has shown the page's first contentful paint. A frame callback runs
 * before the frame is shown, and a browser may hold frames back while a page loads; the paint
 * entry is the browser's own word that the page is on screen.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

// The page is readable as it arrives (prerendered HTML, its styles, its first-screen images).
// The client is fetched and run only once the page has loaded and been painted, so no script of
// ours downloads or runs before the first paint or the largest one, whatever the network and
// CPU; links work as plain links meanwhile. A slow image or a browser without paint entries holds
// the client back at most a few seconds. A bare page (nothing prerendered, as on a host that
// serves files only) has nothing to paint and starts at once.
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (prerendered) keepEarlyPresses();
void (
  prerendered
    ? Promise.race([
        Promise.all([loaded(), painted()]),
        new Promise((resolve) => setTimeout(resolve, longestWaitMs)),
      ])
    : Promise.resolve()
).then(() => requestAnimationFrame(() => setTimeout(() => void start(), 0)));
