/** The motif that draws each view of a CNC laser gallery. */
const motifs = {
  overview: 'machine',
  'cutting-head': 'laser',
  control: 'machine',
  table: 'sheet',
  exchange: 'machine',
  parts: 'sheet',
  chucks: 'machine',
  loader: 'machine',
  'tube-parts': 'structure',
  beam: 'structure',
  conveyor: 'machine',
  'beam-parts': 'structure',
  bevel: 'welding',
  plate: 'sheet',
  robot: 'welding',
  weld: 'welding',
};

/** @param {string} id @param {Array<keyof typeof motifs>} views */
const gallery = (id, views) =>
  views.map((view, index) => ({
    file: `cnc-laser/${id}/${index + 1}-${view}.svg`,
    motif: motifs[view],
  }));

/** Image slots of the CNC laser list and detail pages (files under cnc-laser/). */
export const cncLaserSlots = [
  ...gallery('single-platform', ['overview', 'cutting-head', 'control', 'table', 'parts']),
  ...gallery('exchange-platform', ['overview', 'exchange', 'parts']),
  ...gallery('large-format', ['overview', 'cutting-head', 'table', 'plate']),
  ...gallery('2-chuck-tube', ['overview', 'chucks']),
  ...gallery('3-chuck-tube', ['overview', 'chucks', 'cutting-head', 'loader', 'tube-parts']),
  ...gallery('4-chuck-tube', ['overview', 'chucks', 'loader', 'tube-parts']),
  ...gallery('h-beam-laser', [
    'overview',
    'beam',
    'cutting-head',
    'control',
    'conveyor',
    'beam-parts',
    'bevel',
  ]),
  ...gallery('plate-tube-integrated', ['overview', 'table', 'chucks']),
  ...gallery('automatic-coil', ['overview']),
  ...gallery('automatic-feeding', ['overview']),
  ...gallery('auto-feed', ['overview', 'loader']),
  ...gallery('square-tube', ['overview', 'chucks', 'tube-parts']),
  ...gallery('round-tube', ['overview', 'cutting-head', 'tube-parts']),
  ...gallery('bevel-cutting', ['overview', 'cutting-head', 'bevel']),
  ...gallery('high-power', ['overview', 'cutting-head', 'plate']),
  ...gallery('cutting-welding', ['robot', 'weld']),
];
