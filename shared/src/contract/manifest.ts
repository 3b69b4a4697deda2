import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';
import type { MessageBundles } from '../i18n/messages';

export type LocalizedText = Record<Language, string>;

/** A picture with its size, so the layout keeps its place before it loads. */
export interface ImageFile {
  src: string;
  width: number;
  height: number;
}

/**
 * One page of a remote. `path` is below the language root, in react-router syntax
 * (`products/cnc-laser/:id`); the page's module loads when it is first shown.
 */
export interface SectionRoute {
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
  /**
   * The words only this page shows, for one language, merged into the remote's namespace when
   * the page is first shown (the remote's `loadMessages` brings the words every page shares).
   */
  words?: (language: Language) => Promise<MessageBundles>;
  /** The values each `:param` takes, from the content ids, so every concrete page is known. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Listed in the header and footer menus under this label. */
  menu?: LocalizedText;
  /** For a top-level page with pages below it: the label of the link to it inside its menu. */
  overview?: LocalizedText;
  /**
   * A page of the visitor's own choices (the quote request, a comparison): served and
   * prerendered like any page, but left out of the sitemap and the site search (`noindex`).
   */
  unlisted?: boolean;
}

/** An old address of a page: the site answers it with a permanent redirect. */
export interface SectionAlias {
  path: string;
  to: string;
}

/** A page a remote offers to the home page, with everything the card shows. */
export interface HomeLink {
  path: string;
  title: LocalizedText;
  text: LocalizedText;
  image: ImageFile & { alt: LocalizedText };
}

/** What every remote's `./section` exports as `section`: everything the remote owns. */
export interface SectionManifest {
  /** The federation container's name, also its key in `remotes.json`. */
  federationName: string;
  routes: readonly SectionRoute[];
  aliases?: readonly SectionAlias[];
  homeLinks?: readonly HomeLink[];
  /** The remote's words for one language, by namespace (its own and the shared ones it brings). */
  loadMessages(language: Language): Promise<MessageBundles>;
}

/** A header menu: a top-level page and the pages listed under it. */
export interface SectionMenu {
  path: string;
  label: LocalizedText;
  overview?: LocalizedText;
  pages: readonly { path: string; label: LocalizedText }[];
}

/**
 * The part of a manifest the shell shows before the remote loads (menus, home cards); plain
 * data, carried in every prerendered page and in `sections.json`.
 */
export interface SectionSummary {
  federationName: string;
  menus: readonly SectionMenu[];
  homeLinks: readonly HomeLink[];
}
