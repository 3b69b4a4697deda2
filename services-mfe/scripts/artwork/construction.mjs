/** Image slots of the site pages: rebar, formwork and concrete, and metal construction. */
const stage = (name, motif) => ({ file: `rebar-formwork-concrete/${name}.svg`, motif });
const work = (name, motif) => ({ file: `metal-construction/${name}.svg`, motif });

export const constructionSlots = [
  stage('rebar-cages', 'concrete'),
  stage('rebar-spacers', 'concrete'),
  stage('rebar-starters', 'structure'),
  stage('formwork-strip', 'concrete'),
  stage('formwork-pit', 'concrete'),
  stage('formwork-check', 'landscape'),
  stage('pouring-pump', 'concrete'),
  stage('pouring-vibrating', 'concrete'),
  stage('pouring-cubes', 'machine'),
  stage('finishing-float', 'landscape'),
  stage('finishing-curing', 'sheet'),
  stage('finishing-anchors', 'structure'),
  work('industrial-halls', 'structure'),
  work('warehouses', 'structure'),
  work('canopies', 'structure'),
  work('mezzanines', 'building'),
  work('platforms', 'machine'),
  work('trusses', 'structure'),
  work('pipe-racks', 'tower'),
  work('agricultural', 'landscape'),
  work('multi-storey', 'building'),
  work('reconstruction', 'welding'),
];
