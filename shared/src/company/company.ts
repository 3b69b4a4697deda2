import facts from '../../content/company.json' with { type: 'json' };
import type { CompanyFacts } from '../content/schemas/company';

/**
 * The company's facts, from `shared/content/company.json` (checked against its schema before
 * every build, so the shape here is the schema's). Values are placeholders until launch
 * (docs/content.md).
 */
const data = facts as CompanyFacts;

export const company = {
  brandName: data.brandName,
  legalName: data.legalName,
  /** As people read it, and as a phone dials it. */
  phone: { display: data.phone, dial: data.phone.replace(/ /g, '') },
  whatsAppNumber: data.whatsAppNumber,
  email: data.email,
  /** The street address in each language. */
  address: data.address,
  map: data.map,
  foundedParent: data.foundedParent,
  foundedMetalDivision: data.foundedMetalDivision,
  copyrightYear: data.copyrightYear,
  /** Figures the pages state as "30+": at least this many (one number for one fact). */
  figures: {
    yearsInBusiness: data.figures.yearsInBusiness.atLeast,
    projectsDelivered: data.figures.projectsDelivered.atLeast,
    industrialCustomers: data.figures.industrialCustomers.atLeast,
    teamExperienceYears: data.figures.teamExperienceYears.atLeast,
  },
} as const;

/** The site's public origin, for canonical and alternate links and the sitemap. */
export const siteOrigin = data.siteOrigin;

export type DayKey = CompanyFacts['openingHours'][number]['day'];

export type OpeningHours = CompanyFacts['openingHours'][number];

export const openingHours: readonly OpeningHours[] = data.openingHours;
