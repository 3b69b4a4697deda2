import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';

export interface Messages {
  [key: string]: string | Messages;
}

/** Messages by namespace, as one app brings them for one language. */
export type MessageBundles = Record<string, Messages>;

/**
 * Adds bundles without replacing what is there: an app built from an older copy of shared/
 * keeps its words, a newer remote adds the keys it brings.
 */
export function addMessageBundles(i18n: I18n, language: Language, bundles: MessageBundles): void {
  for (const [namespace, messages] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, messages, true, false);
  }
}

/**
 * The i18next instance itself: react-i18next's `useTranslation().i18n` is a proxy made per
 * render, so code that remembers something per instance unwraps it first.
 */
export function i18nInstance(i18n: I18n): I18n {
  return (i18n as I18n & { __original?: I18n }).__original ?? i18n;
}
