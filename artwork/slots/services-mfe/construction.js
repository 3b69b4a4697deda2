// @ts-check
/** @typedef {import('../../writeArtwork.js').DrawingSlot} DrawingSlot */
/** @typedef {DrawingSlot['motif']} Motif */

/** @param {string} name @param {Motif} motif @returns {DrawingSlot} */
const stage = (name, motif) => ({ file: `rebar-formwork-concrete/${name}.svg`, motif });
/** @param {string} name @param {Motif} motif @returns {DrawingSlot} */
const work = (name, motif) => ({ file: `metal-construction/${name}.svg`, motif });

/** Image slots of the site pages: rebar, formwork and concrete, and metal construction. */
export const constructionSlots = [
  stage('rebar-cages', 'rebar-cages'),
  stage('rebar-spacers', 'rebar-mesh'),
  stage('rebar-starters', 'anchor-template'),
  stage('formwork-strip', 'formwork-strip'),
  stage('formwork-pit', 'formwork-pit'),
  stage('formwork-check', 'survey-level'),
  stage('pouring-pump', 'concrete-pump'),
  stage('pouring-vibrating', 'concrete-vibrate'),
  stage('pouring-cubes', 'test-cubes'),
  stage('finishing-float', 'power-float'),
  stage('finishing-curing', 'curing-film'),
  stage('finishing-anchors', 'foundation-bolts'),
  work('industrial-halls', 'hall-frame'),
  work('warehouses', 'warehouse-frame'),
  work('canopies', 'canopy'),
  work('mezzanines', 'mezzanine'),
  work('platforms', 'platform'),
  work('trusses', 'truss-lift'),
  work('pipe-racks', 'pipe-rack'),
  work('agricultural', 'farm-frame'),
  work('multi-storey', 'multi-storey'),
  work('reconstruction', 'column-repair'),
];
