// @ts-check
// The company's partners (`showcase-mfe/content/partners.json`): two lists staff lengthen in the
// content editor, partners on building sites and makers whose machines the company sells. Each
// partner has its name and what it does in the four languages and a logo: a photo staff uploaded,
// or the drawing it had at launch.
import { z } from 'zod';
import { imageField, inEveryLanguage, uploadedPhoto } from './fields.js';

/**
 * @param {{ folder: string; exists: (file: string) => boolean; drawings: readonly string[] }} options
 *   where uploads go, whether a file is there, and the drawings a partner may still show
 */
export function partnersSchema({ folder, exists, drawings }) {
  const partner = z
    .strictObject({
      name: inEveryLanguage().meta({
        title: 'Name',
        description: 'As the partner writes it in each language; shown under the logo.',
      }),
      text: inEveryLanguage().meta({
        title: 'What they do with us',
        description: 'One sentence under the name.',
      }),
      logo: uploadedPhoto({ folder, exists }).meta({
        title: 'Logo',
        description:
          'The partner’s logo, a PNG or JPEG of any size; the site makes the sizes. If it cannot be shown, the name is.',
        editor: imageField(folder),
      }),
      drawing: z
        .union([
          z.literal(''),
          drawings.length > 0
            ? z.enum(drawings, { error: 'is not a drawing of a partner logo' })
            : z.never(),
        ])
        .optional()
        .meta({ editor: { widget: 'hidden' } }),
    })
    .refine((partner) => partner.logo !== '' || (partner.drawing ?? '') !== '', {
      message: 'has no logo: upload one',
      path: ['logo'],
    });
  const list = (/** @type {string} */ title, /** @type {string} */ description) =>
    z.array(partner).min(1, 'has no partner').meta({ title, description });
  return z
    .strictObject({
      project: list(
        'Project partners',
        'Suppliers and subcontractors on our building sites (six at launch, in this order on the page).',
      ),
      distribution: list(
        'Distribution partners',
        'Makers whose machines and consumables we sell and service (four at launch).',
      ),
    })
    .superRefine((lists, context) => {
      // One partner entered twice: the same name in a language.
      const seen = new Set();
      for (const [group, partners] of Object.entries(lists)) {
        partners.forEach((partner, index) => {
          if (seen.has(partner.name.en)) {
            context.addIssue({
              code: 'custom',
              path: [group, index, 'name', 'en'],
              message: `is the name of another partner (${partner.name.en}): a partner entered twice`,
            });
          }
          seen.add(partner.name.en);
        });
      }
    });
}

/**
 * The file as the pages read it (the schema's own type).
 * @typedef {z.infer<ReturnType<typeof partnersSchema>>} Partners
 * @typedef {Partners['project'][number]} PartnerEntry
 */
