import { messageLoader } from '@site/shared';

export const loadServicesMessages = messageLoader('services', {
  az: () => import('./locales/az/services.json'),
  tr: () => import('./locales/tr/services.json'),
  en: () => import('./locales/en/services.json'),
  ru: () => import('./locales/ru/services.json'),
});
