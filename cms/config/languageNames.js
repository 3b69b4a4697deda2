// @ts-check
/** Each language of the site as its own speakers name it, for the editor's labels. */
export const languageNames = /** @type {const} */ ({
  az: 'Azərbaycanca',
  tr: 'Türkçe',
  en: 'English',
  ru: 'Русский',
});
