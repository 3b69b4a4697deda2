import type { i18n as I18n } from 'i18next';
import type { SectionManifest } from '../contract/manifest';
import { loadCommonMessages } from '../i18n/commonMessages';
import { languagesToLoad } from '../i18n/createSiteI18n';
import { addMessageBundles } from '../i18n/messages';
import type { Language } from '../i18n/languages';

/** Loads the remote's and the shared words for a language and its fallbacks, then switches. */
export async function loadStandaloneLanguage(
  i18n: I18n,
  section: SectionManifest,
  language: Language,
): Promise<void> {
  await Promise.all(
    languagesToLoad(language).map(async (lang) => {
      const [common, own] = await Promise.all([
        loadCommonMessages(lang),
        section.loadMessages(lang),
      ]);
      addMessageBundles(i18n, lang, { ...common, ...own });
    }),
  );
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
