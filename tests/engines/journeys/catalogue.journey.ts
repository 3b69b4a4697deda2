import { inEachEngine } from '../journey';
import { testEachPageStarts } from '../pageStarts';

/**
 * One page of each kind in the equipment catalogue, languages rotating: the page starts whole
 * (pageStarts.ts). The other sections' pages: pageTypes.journey.ts.
 */
const catalogueOfEachKind = [
  '/ru/products',
  '/az/products/cnc-laser',
  '/tr/products/cnc-laser/single-platform',
  '/en/products/welding-machines',
  '/ru/products/welding-machines/handheld-laser-welding',
  '/az/products/welding-machines/tig-welding',
  '/tr/products/torna-freze',
  '/en/products/cutting-machines',
  '/ru/products/consumables',
  '/az/products/compressors',
  '/ru/products/cnc-laser/compare',
];

inEachEngine('every catalogue page type starts', {}, (tab) => {
  testEachPageStarts(tab, catalogueOfEachKind);
});
