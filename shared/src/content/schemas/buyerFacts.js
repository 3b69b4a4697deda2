// @ts-check
// What a buyer asks before buying a CNC machine, as data the company fills in
// (`products-mfe/content/cnc-laser/buyer-facts.json`, one entry per machine id). Every field is
// empty until the company knows it: the site never invents these figures, shows a row only once it
// is filled, and the launch report lists what is still empty.
import { z } from 'zod';
import { httpsLink } from './fields.js';

/** The materials a cutting capacity names (their words: `buyer.materials` in the CNC words, `products-mfe/content/pages/cnc-laser/<lng>/words.json`). */
export const cuttingMaterials = /** @type {const} */ ([
  'carbonSteel',
  'stainlessSteel',
  'aluminium',
  'brass',
  'copper',
  'galvanizedSteel',
]);

/** Not known yet: the editor leaves '' in a cleared field, a file may say null. */
const unknown = z.union([z.literal(''), z.null()]);

/** A whole number up to `max`, or not known yet. */
const count = (/** @type {number} */ max) =>
  z.union([z.number().int().positive().max(max), unknown]);

/** A brand or a maker's name as the plate on the machine writes it. */
const name = () => z.string().trim().max(60);

/** A link that leaves the site, or none yet. */
const linkOrNone = () => z.union([z.literal(''), httpsLink()]);

/** The facts of one machine. */
export const machineBuyerFactsSchema = z.strictObject({
  manufacturer: name().meta({
    title: 'Manufacturer',
    description: "The maker's name as on the machine's plate.",
  }),
  madeIn: z
    .union([
      z.literal(''),
      z.string().regex(/^[A-Z]{2}$/, 'is not a country code of two capital letters (CN, DE, TR)'),
    ])
    .meta({
      title: 'Made in',
      description:
        'The country as a code of two capital letters: CN China, DE Germany, IT Italy, TR Türkiye. The site writes its name in each language.',
    }),
  laserSource: name().meta({
    title: 'Laser source',
    description: 'Its brand, e.g. IPG, Raycus or MAX.',
  }),
  controller: name().meta({
    title: 'Controller',
    description: 'Its brand, e.g. Cypcut or Beckhoff.',
  }),
  cuttingHead: name().meta({
    title: 'Cutting head',
    description: 'Its brand, e.g. Raytools or Precitec.',
  }),
  cuttingCapacity: z
    .array(
      z.strictObject({
        material: z.enum(cuttingMaterials).meta({ title: 'Material' }),
        thickness: z.number().positive().max(300).meta({
          title: 'Greatest thickness, mm',
          description: 'Cut at production quality, not the most it can pierce.',
        }),
      }),
    )
    .meta({
      title: 'Cutting capacity',
      description: 'One row per material, the thickest sheet it cuts cleanly.',
    }),
  warrantyMonths: count(120).meta({ title: 'Warranty, months' }),
  leadTimeWeeks: count(104).meta({
    title: 'Lead time, weeks',
    description: 'From the signed order to the machine in Baku.',
  }),
  installationDays: count(60).meta({
    title: 'Installation and operator training, days on site',
  }),
  serviceResponseHours: count(240).meta({
    title: 'Service response, hours',
    description: 'From the call to our engineer at the machine, in Baku.',
  }),
  spareParts: z
    .union([
      z.enum(['keptInBaku', 'ordered']).meta({
        optionLabels: {
          keptInBaku: 'Kept in our Baku warehouse',
          ordered: 'Ordered from the maker when needed',
        },
      }),
      unknown,
    ])
    .meta({ title: 'Spare parts', description: 'Where the wear parts of this machine come from.' }),
  manufacturerPage: linkOrNone().meta({
    title: "Manufacturer's product page",
    description: 'https:// only. Shown on the machine page as a link.',
  }),
  drawing: linkOrNone().meta({
    title: 'Technical drawing',
    description: 'A https:// link to the PDF.',
  }),
});

/** Every machine's facts, by machine id. */
export const buyerFactsSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), machineBuyerFactsSchema);

/** @typedef {z.infer<typeof machineBuyerFactsSchema>} MachineBuyerFacts */
