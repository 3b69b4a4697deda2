export { loadCommonMessages } from './commonMessages';
export { addMessageBundles, createSiteI18n, languagesToLoad } from './createSiteI18n';
export { detectVisitorLanguage, storeLanguageChoice } from './detectLanguage';
