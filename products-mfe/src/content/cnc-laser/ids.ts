/** The ten machines of the CNC laser list, in its order (spec section 2). */
export const cncMachineIds = [
  'single-platform',
  'exchange-platform',
  'large-format',
  '2-chuck-tube',
  '3-chuck-tube',
  '4-chuck-tube',
  'h-beam-laser',
  'plate-tube-integrated',
  'automatic-coil',
  'automatic-feeding',
] as const;

/** Further machine pages the old site had, shown under "more laser systems". */
export const cncMoreSystemIds = [
  'auto-feed',
  'square-tube',
  'round-tube',
  'bevel-cutting',
  'high-power',
  'cutting-welding',
] as const;

export type CncMachineId = (typeof cncMachineIds)[number] | (typeof cncMoreSystemIds)[number];

/** Old addresses of the same product: each redirects to its canonical page. */
export const cncAliases = {
  'three-chuck-tube': '3-chuck-tube',
  'h-profile': 'h-beam-laser',
} as const satisfies Record<string, CncMachineId>;

export const cncListPath = 'products/cnc-laser';

export const cncMachinePath = (id: CncMachineId) => `${cncListPath}/${id}`;

export const cncComparePath = `${cncListPath}/compare`;

/** The query parameter of the comparison: `?ids=single-platform,exchange-platform`. */
export const compareParameter = 'ids';

/** The comparison of these machines, in this order. */
export const cncComparisonPath = (ids: readonly string[]) =>
  `${cncComparePath}?${compareParameter}=${ids.join(',')}`;
