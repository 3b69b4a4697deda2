import type { SpecificationInput } from '../specs/normalizeSpecifications';

/**
 * The content types of the spec (section 3). Fields a visitor reads hold keys into the owning
 * app's locale files; components translate them when they render.
 */
export type TextKey = string;

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Alternative text, as a key. */
  alt: TextKey;
}

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
  image: ImageAsset;
}

export interface ProductCard {
  id: string;
  name: TextKey;
  category: TextKey;
  description: TextKey;
  image: ImageAsset;
  features: readonly TextKey[];
  /** Path below the language root, e.g. `products/cnc-laser/single-platform`. */
  detailPath: string;
}

export interface MachineSheet {
  name: TextKey;
  model: string;
  category?: TextKey;
  description: TextKey;
  images: readonly ImageAsset[];
  specifications: SpecificationInput;
  features: readonly TextKey[];
  applications: readonly TextKey[];
  /** Datasheet path below the owning app's base, when the product has one. */
  pdfUrl?: string;
  /** 0-5; 4.8 on handheld laser welding, 5 on most. */
  rating: number;
}

export interface ConsumableCategory {
  id: string;
  name: TextKey;
  description: TextKey;
  items: readonly [TextKey, TextKey, TextKey, TextKey];
}

export interface Partner {
  name: string;
  logo: ImageAsset;
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
