// @ts-check
import { z } from 'zod';
import { clockTime, httpsLink, inEveryLanguage, phoneNumber, text, year } from './fields.js';

/** The opening hours of one kind of day; both times null when the company is closed. */
const openingHours = z
  .strictObject({
    day: z.enum(['weekdays', 'saturday', 'sunday']).meta({ title: 'Days' }),
    opens: clockTime().nullable().meta({ title: 'Opens', description: 'HH:MM, e.g. 08:30' }),
    closes: clockTime().nullable().meta({ title: 'Closes', description: 'HH:MM, e.g. 18:00' }),
  })
  .refine(({ opens, closes }) => (opens === null) === (closes === null), {
    message: 'opens and closes are both times, or both empty (closed)',
  });

/** A message for a value of the wrong kind; a missing one keeps zod's (the check says "is missing"). */
const unlessMissing =
  (/** @type {string} */ message) => (/** @type {{ input: unknown }} */ issue) =>
    issue.input === undefined ? undefined : message;

/**
 * A figure the site states about the company, shown as "30+": at least this many, and whether
 * the company has checked it (the launch report lists it until then).
 * @param {string} title
 * @param {string} description
 */
const claim = (title, description) =>
  z
    .strictObject({
      atLeast: z
        .number({ error: unlessMissing('is not a number') })
        .int('is not a whole number')
        .min(1, 'is less than 1')
        .meta({
          title: 'At least',
          description: 'The number the site shows with a +: 30 is shown as "30+".',
        }),
      confirmed: z.boolean({ error: unlessMissing('is not ticked or unticked') }).meta({
        title: 'Checked by the company',
        description:
          'Tick it once the company has checked the number; until then the launch report lists it.',
      }),
    })
    .meta({ title, description });

/**
 * The company's facts, in one file (`shared/content/company.json`): what the header, footer,
 * contact page, chat links, datasheets, page titles and structured data show. Each field's
 * `meta` is its label and help text in the content editor (cms/).
 */
export const companySchema = z.strictObject({
  siteOrigin: httpsLink()
    .refine((url) => new URL(url).pathname === '/', 'has a path')
    .meta({
      title: 'Site address',
      description:
        'The public address of the site, such as https://www.example.az, with nothing after the name. Used by shared links and search engines.',
    }),
  brandName: text().meta({
    title: 'Brand name',
    description: 'As the header, the browser tab and shared links show it.',
  }),
  legalName: inEveryLanguage().meta({
    title: 'Legal name',
    description: 'With the legal form each language writes: MMC (az, tr), LLC (en), ООО (ru).',
  }),
  shareImageTagline: text().meta({
    title: 'Tagline of the link preview',
    description:
      'One line under the logo in the picture WhatsApp, Facebook or Telegram show when a page is shared (the same in every language).',
  }),
  phone: phoneNumber().meta({
    title: 'Phone',
    description:
      'As a visitor dials it: +994 12 345 67 89. Shown in the header, the footer and on the contact page.',
  }),
  whatsAppNumber: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, 'is not a number in digits only')
    .meta({
      title: 'WhatsApp number',
      description:
        'Digits only, with the country code and without +: 994501234567. Every chat button opens a chat with it.',
    }),
  email: z.email('is not an e-mail address').meta({
    title: 'E-mail',
    description: 'Shown in the footer and on the contact page; a click on it writes an e-mail.',
  }),
  address: inEveryLanguage().meta({
    title: 'Address',
    description: 'Street, building, city and postcode, as each language writes them.',
  }),
  map: z
    .strictObject({
      latitude: z
        .number()
        .min(-90)
        .max(90)
        .meta({ title: 'Latitude', description: 'e.g. 40.4093' }),
      longitude: z
        .number()
        .min(-180)
        .max(180)
        .meta({ title: 'Longitude', description: 'e.g. 49.8671' }),
      zoom: z
        .number()
        .int()
        .min(1)
        .max(19)
        .meta({ title: 'Zoom', description: '15 shows the streets around the office.' }),
    })
    .meta({
      title: 'Map on the contact page',
      description:
        'The point of the office: right-click it on openstreetmap.org and choose "Show address" to read both numbers.',
    }),
  foundedParent: year().meta({
    title: 'Year the company was founded',
    description: 'The first year in the history on the about page (and in search engines).',
  }),
  foundedMetalDivision: year().meta({
    title: 'Year the metal division opened',
    description: 'The second year in the history on the about page.',
  }),
  copyrightYear: year().meta({ title: 'Copyright year', description: 'In the footer.' }),
  figures: z
    .strictObject({
      yearsInBusiness: claim(
        'Years in business',
        'On the home page and the about page ("9+ years as a company").',
      ),
      projectsDelivered: claim('Projects delivered', 'On the home page and the about page.'),
      industrialCustomers: claim('Industrial customers', 'On the home page and the about page.'),
      teamExperienceYears: claim(
        "Years of the team's experience",
        'Their combined years of experience, on the about page.',
      ),
    })
    .meta({
      title: 'Figures about the company',
      description: 'Each figure is written once here; every page that states it shows this number.',
    }),
  openingHours: z.array(openingHours).length(3).meta({
    title: 'Opening hours',
    description:
      'Weekdays, Saturday and Sunday. Leave both times empty on a day the office is closed.',
  }),
});

/** @typedef {z.infer<typeof companySchema>} CompanyFacts */
