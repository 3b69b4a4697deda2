import '@site/shared/styles/base.css';

/** How long a page waits for its slowest first-screen image before the client starts anyway. */
const longestWaitForLoadMs = 3000;

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

/** After the next frame is produced: the browser has painted what it has. */
function afterPaint() {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
}

// The page is readable as it arrives (prerendered HTML, its styles, its first-screen images).
// The client is fetched and run only once the page has loaded and been painted, so no script of
// ours downloads or runs before the first paint or the largest one, whatever the network and
// CPU; links work as plain links meanwhile. A slow image holds the client back at most a few
// seconds.
if (document.readyState === 'complete') afterPaint();
else {
  const timer = setTimeout(afterPaint, longestWaitForLoadMs);
  addEventListener(
    'load',
    () => {
      clearTimeout(timer);
      afterPaint();
    },
    { once: true },
  );
}
