import type { ImageAsset } from '@site/shared/content/types';
import type { MachineFigures } from '@site/shared/content/schemas/machineFigures';
import figures from '../../../content/cnc-laser/machines.json' with { type: 'json' };
import type { GroupsAt, NamesAt } from '@site/shared/i18n/wordKeys';
import type { MachineSheet, TextKey } from '../types';
import type { ProductWords } from '../words';
import { cncCategories, type CncCategoryId } from './categories';
import type { CncMachineId } from './ids';
import { machineLinks, type CncMachineLinks } from './manufacturer';
import type { SpecificationLabel } from './specifications';
import type { SpecValue } from '../../specs/specValue';

/** A view of a machine in its gallery; each has its own alternative text in the CNC words. */
export type CncView =
  | 'overview'
  | 'cuttingHead'
  | 'control'
  | 'table'
  | 'exchange'
  | 'parts'
  | 'chucks'
  | 'loader'
  | 'tubeParts'
  | 'beam'
  | 'conveyor'
  | 'beamParts'
  | 'bevel'
  | 'plate'
  | 'robot'
  | 'weld';

/** Industries that use the machines, named once in the CNC words and listed per machine. */
export type CncApplication =
  | 'steelStructures'
  | 'bridges'
  | 'towers'
  | 'shipbuilding'
  | 'oilGas'
  | 'pressureVessels'
  | 'agriculturalMachinery'
  | 'automotive'
  | 'electricalCabinets'
  | 'hvac'
  | 'kitchenEquipment'
  | 'elevators'
  | 'appliances'
  | 'signage'
  | 'furniture'
  | 'fitness'
  | 'railings'
  | 'racking'
  | 'machineFrames';

export interface CncMachine {
  id: CncMachineId;
  categoryId: CncCategoryId;
  sheet: MachineSheet;
  /** The sheet's specifications by label, so machines line up row by row in a comparison. */
  specifications: Partial<Record<SpecificationLabel, SpecValue>>;
  /** One sentence on its card. */
  summary: TextKey;
  meta: { title: TextKey; description: TextKey };
  links: CncMachineLinks;
  /** Shows the category above the name (large-format, spec section 2). */
  categoryBadge: boolean;
}

type MachineKey = GroupsAt<ProductWords, 'cnc.machines'>;

interface MachineInput<Key extends MachineKey> {
  id: CncMachineId;
  /** Its words: `machines.<key>` of the CNC words, `content/pages/cnc-laser/<lng>/words.json`. */
  key: Key;
  category: CncCategoryId;
  images: readonly (readonly [src: string, view: CncView])[];
  /** Feature ids under `machines.<key>.features`, in the order shown. */
  features: readonly NamesAt<ProductWords, `cnc.machines.${Key}.features`>[];
  applications: readonly CncApplication[];
  categoryBadge?: boolean;
}

/** Every CNC machine is rated 5 of 5 (spec section 3). */
export const cncRating = 5;

const spec = (label: SpecificationLabel): TextKey => `cnc.specs.${label}`;

/**
 * Each machine's model and specifications as figures (`@site/shared/format/amount`, written in
 * the reader's language): content the products team changes in the content editor, checked
 * against its schema before every build (shared/src/content/schemas/machineFigures.js).
 */
const machineFigures = figures as Record<string, MachineFigures>;

function figuresOf(id: CncMachineId): {
  model: string;
  specifications: Partial<Record<SpecificationLabel, SpecValue>>;
} {
  const own = machineFigures[id];
  if (!own) throw new Error(`${id} has no figures in products-mfe/content/cnc-laser/machines.json`);
  return own;
}

/** Builds a machine from its ids; every visible word is a key into the CNC words. */
export function machine<Key extends MachineKey>(input: MachineInput<Key>): CncMachine {
  const key: MachineKey = input.key;
  const words = `cnc.machines.${key}` as const;
  const { model, specifications } = figuresOf(input.id);
  const images: ImageAsset<TextKey>[] = input.images.map(([src, view]) => ({
    src,
    width: 1200,
    height: 900,
    alt: `cnc.views.${view}`,
  }));
  return {
    id: input.id,
    categoryId: input.category,
    summary: `${words}.summary`,
    meta: { title: `${words}.metaTitle`, description: `${words}.metaDescription` },
    links: machineLinks[input.id] ?? {},
    categoryBadge: input.categoryBadge ?? false,
    specifications,
    sheet: {
      name: `${words}.name`,
      model,
      category: cncCategories[input.category],
      description: `${words}.description`,
      images,
      specifications: Object.fromEntries(
        Object.entries(specifications).map(([label, value]) => [
          spec(label as SpecificationLabel),
          value,
        ]),
      ),
      // The feature names are checked against this machine's words by MachineInput.
      features: input.features.map((feature) => `${words}.features.${feature}` as TextKey),
      applications: input.applications.map(
        (application): TextKey => `cnc.applications.${application}`,
      ),
      rating: cncRating,
    },
  };
}
