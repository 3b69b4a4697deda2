import { inEachEngine } from '../journey';
import { eachPageStarts } from '../pageStarts';

/**
 * One page of each kind of the equipment section, languages rotating so each language comes
 * several times. The other sections' kinds are in pageTypes.journey.ts: two journeys of about
 * the same length, so the two workers finish together.
 */
const productPageOfEachKind = [
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

inEachEngine('every page type of the equipment section starts', {}, (tab) => {
  eachPageStarts(tab, productPageOfEachKind);
});
