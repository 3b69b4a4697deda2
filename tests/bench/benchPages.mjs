/** The seven text pages every bench of the placeholder build measures, below the language root. */
export const textPages = [
  '',
  'services',
  'services/metal-construction',
  'products',
  'products/cnc-laser/single-platform',
  'projects',
  'contact',
];
