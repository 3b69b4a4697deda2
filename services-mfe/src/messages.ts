import { messageLoader, type Language, type Messages } from '@site/shared';

type LocaleFile = { default: Messages };

/**
 * One `services` namespace, kept in one file per page and language: `services.json` holds the
 * overview and the words several pages use; `tower-installation.json` becomes `towerInstallation.*`.
 */
const localeFiles = import.meta.glob<LocaleFile>([
  './locales/*/*.json',
  '!./locales/*/navigation.json',
]);

const pageKey = (file: string) =>
  file.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

async function loadLocale(language: Language): Promise<LocaleFile> {
  const folder = `./locales/${language}/`;
  const parts = await Promise.all(
    Object.entries(localeFiles)
      .filter(([path]) => path.startsWith(folder))
      .map(async ([path, load]) => {
        const file = path.slice(folder.length, -'.json'.length);
        const { default: messages } = await load();
        return file === 'services' ? messages : { [pageKey(file)]: messages };
      }),
  );
  return { default: Object.assign({}, ...parts) as Messages };
}

export const loadServicesMessages = messageLoader('services', {
  az: () => loadLocale('az'),
  tr: () => loadLocale('tr'),
  en: () => loadLocale('en'),
  ru: () => loadLocale('ru'),
});
