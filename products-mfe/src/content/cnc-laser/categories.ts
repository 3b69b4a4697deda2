import type { TextKey } from '../types';

/** The categories of the CNC laser list (spec section 2), as they appear in `?category=`. */
export const cncCategories = {
  'sheet-laser': 'cnc.categories.sheetLaser',
  'tube-laser': 'cnc.categories.tubeLaser',
  'special-laser': 'cnc.categories.specialLaser',
  'coil-laser': 'cnc.categories.coilLaser',
  'feeding-systems': 'cnc.categories.feedingSystems',
  'profile-laser': 'cnc.categories.profileLaser',
} as const satisfies Record<string, TextKey>;

/** The query parameter of the list's category filter: `?category=tube-laser`. */
export const categoryParameter = 'category';

export type CncCategoryId = keyof typeof cncCategories;

export const cncCategoryIds = Object.keys(cncCategories) as CncCategoryId[];

export function isCncCategory(value: string | null | undefined): value is CncCategoryId {
  return value != null && Object.hasOwn(cncCategories, value);
}
