import type { Language } from '@site/shared/i18n/languages';
import type { Messages } from '@site/shared/i18n/messages';
import { allWords, remoteMessages } from '@site/shared/i18n/messageLoader';
import { loadProjectTexts } from './pages/projects/projectTexts';

/**
 * One `showcase` namespace, all of it content the editor changes
 * (`content/pages/<page>/<lng>/words.json`): `showcase` (the about page) loads with the section;
 * the contact, quote, projects, partners and sectors pages' words load with their page, under
 * its key.
 */
const showcase = remoteMessages(
  'showcase',
  import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/navigation.json']),
  import.meta.glob<Messages>('../content/pages/*/*/words.json'),
);

export const loadShowcaseMessages = showcase.loadMessages;

export const showcaseWords = {
  projects: (language: Language) =>
    allWords([showcase.pageWords('projects', 'projects'), loadProjectTexts], language),
  partners: showcase.pageWords('partners', 'partners'),
  contact: showcase.pageWords('contact', 'contact'),
  sectors: showcase.pageWords('sectors', 'sectors'),
  quote: showcase.pageWords('quote', 'quote'),
};

/** The quote request asks for the details the contact form asks for, with its words. */
export const quotePageWords = (language: Language) =>
  allWords([showcaseWords.contact, showcaseWords.quote], language);

/** Every showcase word in one language (for tests that render a page on its own). */
export const loadAllShowcaseMessages = (language: Language) =>
  allWords([loadShowcaseMessages, ...Object.values(showcaseWords)], language);
