/**
 * The pages that stand in for an address's own page: the shell's not-found page and the offline
 * worker's page, in a file of their own that loads when one is shown (StandIn.tsx).
 */
export { SiteOffline } from '../offline/SiteOffline';
export { SiteNotFound } from '../sections/SiteNotFound';
