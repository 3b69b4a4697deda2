import { messageLoader } from '@site/shared';

export const loadProductsMessages = messageLoader('products', {
  az: () => import('./locales/az/products.json'),
  tr: () => import('./locales/tr/products.json'),
  en: () => import('./locales/en/products.json'),
  ru: () => import('./locales/ru/products.json'),
});
