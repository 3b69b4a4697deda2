/**
 * The server answered this page's first address with 404 and the prerendered not-found page
 * (`<html data-status="404">`): the first render shows not-found for that address, whatever a
 * remote would say, so the page hydrates and no remote loads for nothing.
 */
const arrivedStatus =
  typeof document !== 'undefined' ? document.documentElement.dataset.status : undefined;

export const arrivedAsNotFound = arrivedStatus === '404';

/**
 * The offline worker answered an address it has not saved with the offline page
 * (`<html data-status="offline">`): the first render shows that page, and no remote loads.
 */
export const arrivedOffline = arrivedStatus === 'offline';

/** The first page of the visit stands in for its address's page (not-found or offline). */
export const arrivedInPlace = arrivedAsNotFound || arrivedOffline;
