import { lazy } from 'react';

/**
 * The not-found page for a page that shows it only now and then (an id no machine has): its code
 * loads when it is shown, so the page starts one script fewer. It suspends under the section's
 * boundary, which keeps the page before it on screen until it is there.
 */
export const LazyNotFoundPage = lazy(() =>
  import('./NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
