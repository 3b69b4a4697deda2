// @ts-check
/** @typedef {import('../../index.js').Motif} Motif */

/**
 * One machine's gallery: each view in gallery order, with the drawing that shows it. The files
 * are `cnc-laser/<id>/<n>-<view>.svg`, as the catalogue (src/content/cnc-laser) imports them.
 * @param {string} id
 * @param {Record<string, Motif>} views
 */
const gallery = (id, views) =>
  Object.entries(views).map(([view, motif], index) => ({
    file: `cnc-laser/${id}/${index + 1}-${view}.svg`,
    motif,
  }));

/**
 * Image slots of the CNC laser list and detail pages: every machine drawn as what it is.
 * @type {import('../../writeArtwork.js').DrawingSlot[]}
 */
export const cncLaserSlots = [
  ...gallery('single-platform', {
    overview: 'laser-flatbed',
    'cutting-head': 'head-sheet',
    control: 'cnc-control',
    table: 'slat-table',
    parts: 'sheet-parts',
  }),
  ...gallery('exchange-platform', {
    overview: 'laser-exchange',
    exchange: 'exchange-tables',
    parts: 'sheet-parts',
  }),
  ...gallery('large-format', {
    overview: 'laser-large',
    'cutting-head': 'head-plate',
    table: 'slat-table-long',
    plate: 'plate-cut',
  }),
  ...gallery('2-chuck-tube', { overview: 'tube-laser-2', chucks: 'chucks-2' }),
  ...gallery('3-chuck-tube', {
    overview: 'tube-laser-3',
    chucks: 'chucks-3',
    'cutting-head': 'head-tube',
    loader: 'tube-loader',
    'tube-parts': 'tube-parts',
  }),
  ...gallery('4-chuck-tube', {
    overview: 'tube-laser-4',
    chucks: 'chucks-4',
    loader: 'tube-loader-heavy',
    'tube-parts': 'pipe-parts',
  }),
  ...gallery('h-beam-laser', {
    overview: 'beam-line',
    beam: 'beam-infeed',
    'cutting-head': 'head-beam',
    control: 'cnc-control-beam',
    conveyor: 'beam-conveyor',
    'beam-parts': 'beam-parts',
    bevel: 'bevel-edges',
  }),
  ...gallery('plate-tube-integrated', {
    overview: 'laser-plate-tube',
    table: 'slat-table',
    chucks: 'chuck-rotary',
  }),
  ...gallery('automatic-coil', { overview: 'coil-line' }),
  ...gallery('automatic-feeding', { overview: 'tube-bundle-feeder' }),
  ...gallery('auto-feed', { overview: 'sheet-loader-tower', loader: 'sheet-loader' }),
  ...gallery('square-tube', {
    overview: 'tube-laser-square',
    chucks: 'chucks-square',
    'tube-parts': 'tube-parts-square',
  }),
  ...gallery('round-tube', {
    overview: 'tube-laser-round',
    'cutting-head': 'head-tube',
    'tube-parts': 'tube-parts',
  }),
  ...gallery('bevel-cutting', {
    overview: 'laser-bevel',
    'cutting-head': 'head-bevel',
    bevel: 'bevel-edges',
  }),
  ...gallery('high-power', {
    overview: 'laser-heavy',
    'cutting-head': 'head-plate',
    plate: 'plate-cut',
  }),
  ...gallery('cutting-welding', { robot: 'robot-cell', weld: 'weld-seam-part' }),
];
