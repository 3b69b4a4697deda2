import { messageLoader, type Messages } from '@site/shared';

type Bundle = Promise<{ default: Messages }>;

/**
 * One `showcase` namespace, kept in a file per page and language: `showcase.json` (about) and
 * `projects.json`, `partners.json`, `contact.json`, `sectors.json` (each under its page's key).
 */
async function locale(about: Bundle, pages: Record<string, Bundle>) {
  const names = Object.keys(pages);
  const [own, ...files] = await Promise.all([about, ...Object.values(pages)]);
  const byPage = Object.fromEntries(files.map((file, index) => [names[index], file.default]));
  return { default: { ...own!.default, ...byPage } };
}

export const loadShowcaseMessages = messageLoader('showcase', {
  az: () =>
    locale(import('./locales/az/showcase.json'), {
      projects: import('./locales/az/projects.json'),
      partners: import('./locales/az/partners.json'),
      contact: import('./locales/az/contact.json'),
      sectors: import('./locales/az/sectors.json'),
    }),
  tr: () =>
    locale(import('./locales/tr/showcase.json'), {
      projects: import('./locales/tr/projects.json'),
      partners: import('./locales/tr/partners.json'),
      contact: import('./locales/tr/contact.json'),
      sectors: import('./locales/tr/sectors.json'),
    }),
  en: () =>
    locale(import('./locales/en/showcase.json'), {
      projects: import('./locales/en/projects.json'),
      partners: import('./locales/en/partners.json'),
      contact: import('./locales/en/contact.json'),
      sectors: import('./locales/en/sectors.json'),
    }),
  ru: () =>
    locale(import('./locales/ru/showcase.json'), {
      projects: import('./locales/ru/projects.json'),
      partners: import('./locales/ru/partners.json'),
      contact: import('./locales/ru/contact.json'),
      sectors: import('./locales/ru/sectors.json'),
    }),
});
