// @ts-check
// The site's languages, in one plain-JavaScript module so the Node servers and build scripts
// read the same list as the apps (languages.ts re-exports it with its types).

/** The four languages, az first (the default). */
export const languages = /** @type {const} */ (['az', 'tr', 'en', 'ru']);

/** @type {'az'} */
export const defaultLanguage = 'az';

/** The cookie that carries a visitor's choice to the server (`/` redirects by it). */
export const languageCookie = 'lang';
