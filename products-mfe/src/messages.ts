import { messageLoader, type Messages } from '@site/shared';

/**
 * One `products` namespace, kept in two files per language: `products.json` (catalogue, welding,
 * lathes and mills, cutting, consumables, machine sheets) and `cnc.json` (CNC lasers, under `cnc.`).
 */
const locale = (own: Promise<{ default: Messages }>, cnc: Promise<{ default: Messages }>) =>
  Promise.all([own, cnc]).then(([products, cncLaser]) => ({
    default: { ...products.default, cnc: cncLaser.default },
  }));

export const loadProductsMessages = messageLoader('products', {
  az: () => locale(import('./locales/az/products.json'), import('./locales/az/cnc.json')),
  tr: () => locale(import('./locales/tr/products.json'), import('./locales/tr/cnc.json')),
  en: () => locale(import('./locales/en/products.json'), import('./locales/en/cnc.json')),
  ru: () => locale(import('./locales/ru/products.json'), import('./locales/ru/cnc.json')),
});
