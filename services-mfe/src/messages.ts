import type { Language } from '@site/shared/i18n/languages';
import type { Messages } from '@site/shared/i18n/messages';
import { allWords, remoteMessages } from '@site/shared/i18n/messageLoader';
import { camelKey } from './content/servicePages';

/**
 * One `services` namespace, all of it content the editor changes
 * (`content/pages/<page>/<lng>/words.json`): `services` holds the overview and the words several
 * pages use, loaded with the section; each service page's words load only with that page, under
 * its key (`tower-installation` becomes `towerInstallation.*`).
 */
const services = remoteMessages(
  'services',
  import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/navigation.json']),
  // The home page's service cards are the shell's to show (homeLinks.ts), not a page here.
  import.meta.glob<Messages>([
    '../content/pages/*/*/words.json',
    '!../content/pages/home-cards/*/words.json',
  ]),
);

export const loadServicesMessages = services.loadMessages;

/** The words of one service page, e.g. `servicePageWords('tower-installation')`. */
export const servicePageWords = (file: string) => services.pageWords(file, camelKey(file));

const pageFiles = Object.keys(services.files)
  .map((path) => path.match(/^\.\/locales\/az\/([\w-]+)\.json$/)?.[1])
  .filter((file): file is string => file !== undefined && file !== 'services');

/** Every services word in one language (for tests that render a page on its own). */
export const loadAllServicesMessages = (language: Language) =>
  allWords([loadServicesMessages, ...pageFiles.map(servicePageWords)], language);
