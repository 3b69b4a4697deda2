import type { ProductCard } from '../../../content/types';
import { cncCategories, type CncCategoryId } from '../../../content/cnc-laser/categories';
import { cncMachinePath, type CncMachineId } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { cncMachines, cncMoreSystems } from '../../../content/cnc-laser/machines';

export interface CncProductCard extends ProductCard {
  id: CncMachineId;
  /** The category as it appears in `?category=`. */
  categoryId: CncCategoryId;
}

/** Cards show at most this many features (spec section 9). */
export const maxCardFeatures = 3;

function toCard(machine: CncMachine): CncProductCard {
  const [image] = machine.sheet.images;
  if (!image) throw new Error(`${machine.id} has no image for its card`);
  return {
    id: machine.id,
    name: machine.sheet.name,
    category: cncCategories[machine.categoryId],
    categoryId: machine.categoryId,
    description: machine.summary,
    image,
    features: machine.sheet.features,
    detailPath: cncMachinePath(machine.id),
  };
}

/** The ten product cards of /products/cnc-laser. */
export const cncProductCards = cncMachines.map(toCard) satisfies readonly ProductCard[];

/** The further machine pages, listed under "more laser systems". */
export const cncMoreSystemCards = cncMoreSystems.map(toCard) satisfies readonly ProductCard[];

/** Every machine card on the page, both lists: what the category filter counts and filters. */
export const cncListCards: readonly CncProductCard[] = [...cncProductCards, ...cncMoreSystemCards];

/** The cards of one category, or all of them when no category is chosen. */
export function filterCards(
  cards: readonly CncProductCard[],
  category: CncCategoryId | null,
): readonly CncProductCard[] {
  return category ? cards.filter((card) => card.categoryId === category) : cards;
}
