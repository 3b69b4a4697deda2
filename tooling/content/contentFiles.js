// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buyerFactsSchema } from '@site/shared/content/schemas/buyerFacts';
import { companySchema } from '@site/shared/content/schemas/company';
import { conceptsSchema, languageTermsSchema } from '@site/shared/content/schemas/termbase';
import { machinesFiguresSchema } from '@site/shared/content/schemas/machineFigures';
import { sheetFiguresSchema } from '@site/shared/content/schemas/sheetFigures';
import { wordsLike } from '@site/shared/content/schemas/pageWords';
import { partnersSchema } from '@site/shared/content/schemas/partners';
import { photoChoicesSchema } from '@site/shared/content/schemas/photos';
import { projectsSchema } from '@site/shared/content/schemas/projects';
import { languages } from '@site/shared/i18n/siteLanguages';
import { photoChoicesFile, photoFolder } from '../pictures/photoSlot.js';
import { photoApps, slotTree } from './imageSlots.js';

/** @typedef {{ file: string; schema: z.ZodType; language?: string }} ContentFile */

const workspace = path.resolve(import.meta.dirname, '../..');

/** The apps whose pages keep their words as content (`<app>/content/pages/<page>/<lng>/words.json`). */
export const pageApps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe'];

/** Every folder of content files, from the workspace root: what the content editor edits. */
export const contentFolders = [
  'shared/content',
  ...new Set([...photoApps, ...pageApps].map((app) => `${app}/content`)),
];

/** The folders of the pages whose words are content, from the workspace root. */
export function contentPages(root = workspace) {
  return pageApps.flatMap((app) => {
    const dir = path.join(root, app, 'content/pages');
    return existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${app}/content/pages/${entry.name}`)
          .sort()
      : [];
  });
}

/** A page's az words, or undefined when they cannot be read (the az file's own check says why). */
function azWords(/** @type {string} */ root, /** @type {string} */ page) {
  try {
    return JSON.parse(readFileSync(path.join(root, page, 'az/words.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** What a buyer asks of each CNC machine (products team). */
export const buyerFactsFile = 'products-mfe/content/cnc-laser/buyer-facts.json';

/** The company's partners: names, what they do and logos (web team). */
export const partnersFile = 'showcase-mfe/content/partners.json';

/** The drawings of partner logos the site had at launch (`partner-steel-one`). */
export const partnerDrawings = () =>
  Object.keys(slotTree(workspace, 'showcase-mfe')?.partners ?? {});

/** The company's projects: words, sector and photos (web team). */
export const projectsFile = 'showcase-mfe/content/projects.json';

/** The drawings of the projects gallery at launch (`project-07`). */
export const projectDrawings = () =>
  Object.keys(slotTree(workspace, 'showcase-mfe')?.projects ?? {});

/** The model and figures of each CNC machine (products team). */
export const machineFiguresFile = 'products-mfe/content/cnc-laser/machines.json';

/** The CNC pages' words, whose `specs` label every specification row. */
const cncWords = 'products-mfe/content/pages/cnc-laser';

/**
 * The products pages whose machine sheets keep their model and figures as content
 * (`products-mfe/content/<page>/machines.json`), with the sheets each page shows, keyed as its
 * words key them.
 */
export const machineSheetPages = {
  'torna-freze': ['lathe', 'milling'],
  'cutting-machines': ['guillotine', 'plasma'],
  'welding-machines': ['handheld'],
};

/** The file of a page's machine sheets. */
export const sheetFiguresFile = (/** @type {string} */ page) =>
  `products-mfe/content/${page}/machines.json`;

/** The specification rows the CNC words give a label, or none when they cannot be read. */
export const specificationRows = (root = workspace) =>
  Object.keys(azWords(root, cncWords)?.specs ?? {});

/**
 * Every content file of the site, from the workspace root, with the schema it must match: the
 * company's facts, each content page's words in every language, shaped like its az words, and
 * each app's photos chosen for its image slots (the slots are the workspace's drawings).
 * @returns {ContentFile[]}
 */
export function contentFiles(root = workspace) {
  const pages = contentPages(root).flatMap((page) => {
    const reference = azWords(root, page);
    return languages.map((language) => ({
      file: `${page}/${language}/words.json`,
      language,
      schema:
        reference === undefined
          ? z.record(z.string(), z.unknown())
          : wordsLike(reference, language),
    }));
  });
  const photos = photoApps.map((app) => ({
    file: photoChoicesFile(app),
    schema: photoChoicesSchema(slotTree(workspace, app), {
      folder: photoFolder(app),
      exists: (/** @type {string} */ file) => existsSync(path.join(root, file)),
    }),
  }));
  return [
    { file: 'shared/content/company.json', schema: companySchema },
    { file: 'shared/content/termbase/concepts.json', schema: conceptsSchema },
    ...languages.map((language) => ({
      file: `shared/content/termbase/${language}.json`,
      schema: languageTermsSchema,
      language,
    })),
    { file: buyerFactsFile, schema: buyerFactsSchema },
    {
      file: projectsFile,
      schema: projectsSchema({
        folder: photoFolder('showcase-mfe'),
        exists: (/** @type {string} */ file) => existsSync(path.join(root, file)),
        drawings: projectDrawings(),
      }),
    },
    {
      file: partnersFile,
      schema: partnersSchema({
        folder: photoFolder('showcase-mfe'),
        exists: (/** @type {string} */ file) => existsSync(path.join(root, file)),
        drawings: partnerDrawings(),
      }),
    },
    { file: machineFiguresFile, schema: machinesFiguresSchema(specificationRows(root)) },
    ...Object.entries(machineSheetPages).map(([page, sheets]) => ({
      file: sheetFiguresFile(page),
      schema: sheetFiguresSchema(azWords(root, `products-mfe/content/pages/${page}`) ?? {}, sheets),
    })),
    ...pages,
    ...photos,
  ];
}
