// @ts-check
/** @typedef {import('../../writeArtwork.js').DrawingSlot} DrawingSlot */
/** @typedef {DrawingSlot['motif']} Motif */
/** @typedef {NonNullable<DrawingSlot['time']>} Time */

/**
 * What each project's photos show, in turn, after the captions in content/pages/projects/en/words.json.
 * @type {Record<string, Motif[]>}
 */
const photosOf = {
  // portal-frame hall with crane runway: fabrication, erection, roof sheeting
  hall: [
    'hall-frame',
    'crane-runway',
    'roof-sheeting',
    'weld-beam',
    'hall-finished',
    'plates-drawings',
    'truss-lift',
  ],
  // 6 kW fibre laser with an exchange table, commissioning and operator training
  laserLine: [
    'laser-exchange',
    'training',
    'sheet-parts',
    'head-sheet',
    'exchange-tables',
    'cnc-control',
  ],
  // composite cladding on a galvanised sub-frame, eight storeys, anchors pull-tested
  facade: [
    'facade-panels',
    'facade-subframe',
    'pull-test',
    'facade-panels',
    'facade-subframe',
    'facade-panels',
    'pull-test',
  ],
  // 24 m clear span, sandwich panels, erected on prepared foundations
  warehouse: [
    'foundation-bolts',
    'warehouse-frame',
    'sandwich-panels',
    'prefab-building',
    'warehouse-frame',
    'sandwich-panels',
  ],
  // 42 m lattice tower, bolted on the ground and lifted by mobile crane
  tower: [
    'lattice-tower',
    'tower-ground',
    'tower-erection',
    'lattice-tower',
    'tower-erection',
    'tower-ground',
    'lattice-tower',
  ],
  // mounting frames on driven posts
  solar: [
    'solar-frames',
    'pile-driving',
    'solar-frames',
    'pile-driving',
    'solar-frames',
    'solar-frames',
  ],
  // 36 m truss footbridge, lifted in overnight
  bridge: ['footbridge', 'bridge-lift', 'footbridge', 'bridge-lift', 'footbridge', 'footbridge'],
  // curved trusses over the bus platforms
  canopy: [
    'canopy-terminal',
    'canopy-terminal',
    'canopy-terminal',
    'canopy-terminal',
    'canopy-terminal',
    'canopy-terminal',
  ],
};

/** The projects of each category, as in src/pages/projects/content.ts. */
const projectsByCategory = [
  ['hall', 'laserLine'],
  ['facade', 'warehouse'],
  ['tower', 'solar'],
  ['bridge', 'canopy'],
];

/** Times of day in turn, so a project's photos are not all taken in the same light. */
/** @type {Time[]} */
const times = ['day', 'dusk', 'overcast', 'morning', 'night'];

export const projectPhotoCount = 51;

/**
 * The 51 photos of the projects page (projects/project-01.svg ... project-51.svg). Photo n is in
 * category (n - 1) % 4 and belongs to that category's projects in turn, as in
 * src/pages/projects/content.ts; each shows a scene of its own project.
 * @type {DrawingSlot[]}
 */
export const projectSlots = Array.from({ length: projectPhotoCount }, (_, index) => {
  const category = index % projectsByCategory.length;
  const round = Math.floor(index / projectsByCategory.length);
  const projects = projectsByCategory[category] ?? [];
  const project = projects[round % projects.length] ?? '';
  const turn = Math.floor(round / projects.length);
  const photos = photosOf[project] ?? [];
  return {
    file: `projects/project-${String(index + 1).padStart(2, '0')}.svg`,
    motif: /** @type {Motif} */ (photos[turn % photos.length]),
    time: /** @type {Time} */ (times[(turn + category) % times.length]),
  };
});
