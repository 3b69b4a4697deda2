import '@site/shared/styles/base.css';

// The page is readable as it arrives (prerendered HTML and its styles). The client starts only
// after the browser has painted it, so no script of ours ever stands before the first paint.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./app/bootstrap').then(({ bootstrap }) => bootstrap());
  }, 0);
});
