// @ts-check
// The fields every content schema is made of, in plain JavaScript (zod), so the build's check
// in Node and the apps' types (`z.infer`) read the same schema. Browser code imports only the
// types; zod never reaches a visitor.
import { z } from 'zod';
import { languages } from '../../i18n/siteLanguages.js';

/** Text a visitor reads: never empty, never only spaces. */
export const text = () => z.string().trim().min(1, 'is empty');

/** @typedef {(typeof languages)[number]} Language */

/**
 * Words in every language of the site: `{ az, tr, en, ru }`, each filled. A missing language is
 * named in the error path (`address.ru`).
 */
export const inEveryLanguage = () =>
  /** @type {z.ZodObject<Record<Language, z.ZodString>, z.core.$strict>} */ (
    z.strictObject(Object.fromEntries(languages.map((language) => [language, text()])))
  );

/** A link that leaves the site: https only. */
export const httpsLink = () => z.url({ protocol: /^https$/, error: 'is not an https:// link' });

/** A phone number as people write it: `+994 12 000 00 00`. */
export const phoneNumber = () =>
  z.string().regex(/^\+\d[\d ]{6,18}\d$/, 'is not a phone number written as +994 12 345 67 89');

/** 24-hour `HH:MM`. */
export const clockTime = () =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time written as HH:MM');

/** A year the company names (founding, copyright). */
export const year = () => z.number().int().min(1900).max(2100);

/** The files a photo field takes. */
const photoFile = /\.(jpe?g|png|webp)$/i;

/**
 * A photo staff uploaded into an app's photo folder (`showcase-mfe/content/photos/<file>.jpg`),
 * there on disk, or '' for none yet. The editor shows an image field that uploads into `folder`.
 * @param {{ folder: string; exists: (file: string) => boolean }} options
 */
export const uploadedPhoto = ({ folder, exists }) =>
  z
    .string()
    .refine((file) => file === '' || (file.startsWith(`${folder}/`) && photoFile.test(file)), {
      message: `is not a photo in ${folder}/ (.jpg, .jpeg, .png or .webp)`,
      abort: true,
    })
    .refine((file) => file === '' || exists(file), 'names a photo that is not there');

/** The editor's image field that uploads into `folder`. */
export const imageField = (/** @type {string} */ folder) => ({
  widget: 'image',
  choose_url: false,
  media_folder: `/${folder}`,
  public_folder: folder,
});
