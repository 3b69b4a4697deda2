import '@site/shared/styles/base.css';
import { nextTask } from './app/nextTask';

/**
 * The browser evaluates the modules of one import in a single task. The libraries come first,
 * one import each (the router and i18next share one file, `librariesChunkGroup`), then the site's
 * own code, so no step holds the main thread for long.
 */
async function start() {
  for (const library of [
    () => import('./app/reactDomClient'),
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

// The page is readable as it arrives (prerendered HTML, its styles, its first-screen images).
// A prerendered page asks for this module only once it has loaded and been painted (its one
// inline script, shell/src/loader/clientLoader.ts), so no script of ours downloads or runs before
// the first paint or the largest one; links work as plain links meanwhile, and a button pressed
// before the client has taken over is pressed again once it has (the same script keeps it). A
// bare page (nothing prerendered, as on a host that serves files only) loads this module from
// its HTML and starts at once.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
