export { renderWithSite } from './renderWithSite';
export { expectCompleteLocales, flattenKeys } from './locales';
export { expectPageMetaOnEveryPage } from './pageMeta';
