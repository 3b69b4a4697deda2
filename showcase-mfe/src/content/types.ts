import type { ImageAsset } from '@site/shared/content/types';
import type { TextKey } from './words';

export type { TextKey };

/**
 * The showcase types of the spec (section 3). Fields a visitor reads hold keys into the
 * showcase words; components translate them when they render.
 */
export const projectCategories = [
  'industrial',
  'construction',
  'energy',
  'infrastructure',
] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export interface GalleryImage {
  /** 1-51 on the projects page. */
  id: number;
  category: ProjectCategory;
  image: ImageAsset<TextKey>;
}

export interface Partner {
  name: TextKey;
  logo: ImageAsset<TextKey>;
  description: TextKey;
}

export interface ProjectItem {
  title: TextKey;
  description: TextKey;
  client: TextKey;
  location: TextKey;
  category: ProjectCategory;
}

export interface ContactForm {
  name: string;
  company?: string;
  email: string;
  phone: string;
  message: string;
}
