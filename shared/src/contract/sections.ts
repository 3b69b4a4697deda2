import type { ComponentType } from 'react';
import site from '../../site.json';
import type { Language } from '../i18n/languages';
import type { MessageBundles } from '../i18n/messages';

export const sectionNames = ['services', 'products', 'showcase'] as const;
export type SectionName = (typeof sectionNames)[number];

/**
 * The top-level path segments each remote owns. The shell knows only these;
 * everything below a mount belongs to the remote.
 */
export const sectionMounts: Record<SectionName, readonly string[]> = site.sections;

export function sectionOf(firstSegment: string): SectionName | undefined {
  return sectionNames.find((name) => sectionMounts[name].includes(firstSegment));
}

/** Federation names and exposed modules, the same in every build. */
export const federationNames: Record<SectionName, string> = {
  services: 'services_mfe',
  products: 'products_mfe',
  showcase: 'showcase_mfe',
};

export const exposedModules = {
  section: './section',
  navigation: './navigation',
} as const;

/** What `./section` of every remote exports as `section`. */
export interface SectionModule {
  name: SectionName;
  /** Renders the remote's `<Routes>`, with paths relative to the language root (`/:lng`). */
  Routes: ComponentType;
  /** Every concrete path the remote serves, relative to the language root, for the sitemap and tests. */
  paths: readonly string[];
  /** The remote's messages for one language, by namespace (its own and any it brings from shared/). */
  loadMessages(language: Language): Promise<MessageBundles>;
}

export type LocalizedText = Record<Language, string>;

export interface NavigationItem {
  /** Relative to the language root. */
  path: string;
  label: LocalizedText;
}

/** What `./navigation` of every remote exports as `navigation`: small, loaded for header and footer. */
export interface SectionNavigation {
  name: SectionName;
  items: readonly NavigationItem[];
}

/** The shape of `remotes.json`, read by the shell at start-up. */
export interface RemotesConfig {
  /** How long one remote may take to load before the visitor sees the error with Retry. */
  loadTimeoutMs?: number;
  remotes: Record<SectionName, string>;
}
