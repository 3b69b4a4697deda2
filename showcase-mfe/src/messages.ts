import { messageLoader } from '@site/shared';

export const loadShowcaseMessages = messageLoader('showcase', {
  az: () => import('./locales/az/showcase.json'),
  tr: () => import('./locales/tr/showcase.json'),
  en: () => import('./locales/en/showcase.json'),
  ru: () => import('./locales/ru/showcase.json'),
});
