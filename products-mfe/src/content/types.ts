import type { ImageAsset } from '@site/shared/content/types';
import type { SpecificationInput } from '../specs/normalizeSpecifications';

import type { TextKey } from './words';

export type { TextKey };

/**
 * The product types of the spec (section 3). Fields a visitor reads hold keys into the
 * products words; components translate them when they render.
 */

export interface ProductCard {
  id: string;
  name: TextKey;
  category: TextKey;
  description: TextKey;
  image: ImageAsset<TextKey>;
  features: readonly TextKey[];
  /** Path below the language root, e.g. `products/cnc-laser/single-platform`. */
  detailPath: string;
}

export interface MachineSheet {
  name: TextKey;
  model: string;
  category?: TextKey;
  description: TextKey;
  images: readonly ImageAsset<TextKey>[];
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
  /**
   * Where its list of items is in the words (`consumables.categories.welding.items`): four at
   * launch, and staff may add more in the content editor.
   */
  items: `consumables.categories.${string}.items`;
}
