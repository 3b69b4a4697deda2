// @ts-check
import { z } from 'zod';
import { clockTime, httpsLink, inEveryLanguage, phoneNumber, text, year } from './fields.js';

/** The opening hours of one kind of day; both times null when the company is closed. */
const openingHours = z
  .strictObject({
    day: z.enum(['weekdays', 'saturday', 'sunday']),
    opens: clockTime().nullable(),
    closes: clockTime().nullable(),
  })
  .refine(({ opens, closes }) => (opens === null) === (closes === null), {
    message: 'opens and closes are both times, or both empty (closed)',
  });

/**
 * The company's facts, in one file (`shared/content/company.json`): what the header, footer,
 * contact page, chat links, datasheets, page titles and structured data show.
 */
export const companySchema = z.strictObject({
  /** The site's public address, for canonical links and the sitemap. */
  siteOrigin: httpsLink().refine((url) => new URL(url).pathname === '/', 'has a path'),
  brandName: text(),
  /** With the legal form as each language writes it (MMC, LLC, ООО). */
  legalName: inEveryLanguage(),
  /** Under the logo in the link-preview image (one language: the image is the same for all). */
  shareImageTagline: text(),
  phone: phoneNumber(),
  /** The WhatsApp number in international form, digits only: 994501234567. */
  whatsAppNumber: z.string().regex(/^[1-9]\d{7,14}$/, 'is not a number in digits only'),
  email: z.email('is not an e-mail address'),
  address: inEveryLanguage(),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19),
  }),
  foundedParent: year(),
  foundedMetalDivision: year(),
  copyrightYear: year(),
  openingHours: z.array(openingHours).length(3),
});

/** @typedef {z.infer<typeof companySchema>} CompanyFacts */
