// @ts-check

/**
 * Placeholder logos of the partners page: a numbered geometric mark each, with no words, since
 * the names on the page are translated. No real company.
 * @type {import('../../writeArtwork.js').LogoSlot[]}
 */
export const partnerSlots = [
  { file: 'partners/partner-steel-one.svg', logo: 1 },
  { file: 'partners/partner-galvanizing-two.svg', logo: 2 },
  { file: 'partners/partner-engineering-three.svg', logo: 3 },
  { file: 'partners/partner-lifting-four.svg', logo: 4 },
  { file: 'partners/partner-concrete-five.svg', logo: 5 },
  { file: 'partners/partner-cladding-six.svg', logo: 6 },
  { file: 'partners/supplier-laser-one.svg', logo: 7 },
  { file: 'partners/supplier-welding-two.svg', logo: 8 },
  { file: 'partners/supplier-machining-three.svg', logo: 9 },
  { file: 'partners/supplier-consumables-four.svg', logo: 10 },
];
