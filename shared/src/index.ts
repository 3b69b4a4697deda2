export * from './i18n/languages';
export * from './i18n/messages';
export * from './links/sitePath';
export * from './contract/sections';
export * from './content/types';
export * from './company/company';
export * from './chat/buildWhatsAppLink';
export * from './specs/normalizeSpecifications';
