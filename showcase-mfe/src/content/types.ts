import type { ImageAsset } from '@site/shared/content/types';
import { projectCategoryIds } from '@site/shared/content/schemas/projectCategories';
import type { Language } from '@site/shared/i18n/languages';
import type { TextKey } from './words';

export type { TextKey };

/**
 * The showcase types of the spec (section 3). Fields a visitor reads hold keys into the
 * showcase words; components translate them when they render.
 */
export const projectCategories = projectCategoryIds;
export type ProjectCategory = (typeof projectCategories)[number];

export interface GalleryImage {
  /** 1-51 on the projects page. */
  id: number;
  category: ProjectCategory;
  image: ImageAsset<TextKey>;
}

/** Words in the four languages, as a content file holds them for an item of a list. */
export type InEveryLanguage = Readonly<Record<Language, string>>;

/** A partner as content holds it (`content/partners.json`): its own words, not keys. */
export interface Partner {
  name: InEveryLanguage;
  /** The logo's file; its alternative text is `partners.logoAlt` with the name. */
  logo: ImageAsset<TextKey>;
  description: InEveryLanguage;
}

/**
 * A project as the projects page lists it (`content/projects.json` without its words): its
 * sector. Its words come in the page's language with the page's words (`projectTexts.ts`).
 */
export interface ProjectItem {
  category: ProjectCategory;
}

/** A project's words in one language (`content/projects.json`, as staff write them). */
export interface ProjectText {
  title: string;
  description: string;
  client: string;
  location: string;
}

export interface ContactForm {
  name: string;
  company?: string;
  email: string;
  phone: string;
  message: string;
}
