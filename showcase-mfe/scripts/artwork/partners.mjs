/** Placeholder logos of the partners page: obvious placeholder names, no real company. */
export const partnerSlots = [
  { file: 'partners/partner-steel-one.svg', logo: 'Partner Steel One' },
  { file: 'partners/partner-galvanizing-two.svg', logo: 'Partner Galvanizing Two' },
  { file: 'partners/partner-engineering-three.svg', logo: 'Partner Engineering Three' },
  { file: 'partners/partner-lifting-four.svg', logo: 'Partner Lifting Four' },
  { file: 'partners/partner-concrete-five.svg', logo: 'Partner Concrete Five' },
  { file: 'partners/partner-cladding-six.svg', logo: 'Partner Cladding Six' },
  { file: 'partners/supplier-laser-one.svg', logo: 'Supplier Laser One' },
  { file: 'partners/supplier-welding-two.svg', logo: 'Supplier Welding Two' },
  { file: 'partners/supplier-machining-three.svg', logo: 'Supplier Machining Three' },
  { file: 'partners/supplier-consumables-four.svg', logo: 'Supplier Consumables Four' },
];
