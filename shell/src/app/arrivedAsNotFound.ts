/**
 * The server answered this page's first address with 404 and the prerendered not-found page
 * (`<html data-status="404">`): the first render shows not-found for that address, whatever a
 * remote would say, so the page hydrates and no remote loads for nothing.
 */
export const arrivedAsNotFound =
  typeof document !== 'undefined' && document.documentElement.dataset.status === '404';
