// @ts-check
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '@site/shared/i18n/siteLanguages';
import { photoForSlot } from '../pictures/photoSlot.js';
import { buyerFactsFile, partnersFile } from './contentFiles.js';

/** @typedef {{ what: string; detail: string }} Placeholder */

/** Words that mark an example value in each language (example, nümunə, örnek, пример). */
const exampleWord = /example|nümunə|örnek|пример/i;
/** A number made of zeros, as the example phone and WhatsApp numbers are. */
const zeroNumber = /0{3} ?0{2} ?0{2}$/;
/** The centre of Baku: the map shows it until the company's own location is entered. */
const bakuCentre = { latitude: 40.4093, longitude: 49.8671 };

/**
 * Company facts that are still examples.
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function exampleCompanyFacts(workspace) {
  const facts = JSON.parse(
    await readFile(path.join(workspace, 'shared/content/company.json'), 'utf8'),
  );
  /** @type {Placeholder[]} */
  const found = [];
  const fact = (/** @type {string} */ field, /** @type {string} */ value) =>
    found.push({ what: 'company fact still an example', detail: `${field}: ${value}` });
  for (const field of ['siteOrigin', 'brandName', 'email', 'shareImageTagline']) {
    if (exampleWord.test(facts[field])) fact(field, facts[field]);
  }
  for (const field of ['phone', 'whatsAppNumber']) {
    if (zeroNumber.test(facts[field])) fact(field, facts[field]);
  }
  for (const language of languages) {
    if (exampleWord.test(facts.legalName[language]))
      fact(`legalName (${language})`, facts.legalName[language]);
    if (exampleWord.test(facts.address[language]))
      fact(`address (${language})`, facts.address[language]);
  }
  if (facts.map.latitude === bakuCentre.latitude && facts.map.longitude === bakuCentre.longitude) {
    fact('map', `${facts.map.latitude}, ${facts.map.longitude} (the centre of Baku)`);
  }
  return found;
}

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function svgFilesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Drawings no page shows any more because the content names a photo instead: a partner's launch
 * drawing once staff uploaded its logo (`partners/partner-steel-one`).
 * @param {string} workspace
 * @param {string} app
 * @returns {Promise<Set<string>>}
 */
async function drawingsReplaced(workspace, app) {
  if (app !== 'showcase-mfe') return new Set();
  /** @type {Record<string, { logo: string; drawing?: string }[]>} */
  const lists = JSON.parse(
    await readFile(path.join(workspace, partnersFile), 'utf8').catch(() => '{}'),
  );
  return new Set(
    Object.values(lists)
      .flat()
      .flatMap(({ logo, drawing }) => (logo && drawing ? [`partners/${drawing}`] : [])),
  );
}

/**
 * Image slots of an app that still show a generated drawing, counted by folder.
 * @param {string} workspace
 * @param {string} app
 * @returns {Promise<{ drawn: number; drawings: Placeholder[] }>}
 */
export async function drawnImageSlots(workspace, app) {
  const artwork = path.join(workspace, app, 'src/assets/artwork');
  const slots = await svgFilesUnder(artwork).catch(() => []);
  /** @type {Map<string, number>} */
  const byFolder = new Map();
  const replaced = await drawingsReplaced(workspace, app);
  for (const slot of slots) {
    if (photoForSlot(slot, { workspace })) continue;
    if (replaced.has(path.relative(artwork, slot).slice(0, -'.svg'.length))) continue;
    const folder = path.relative(artwork, path.dirname(slot)).split(path.sep)[0] || '.';
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  return {
    drawn: [...byFolder.values()].reduce((sum, count) => sum + count, 0),
    drawings: [...byFolder].map(([folder, count]) => ({
      what: 'image slot still a drawing',
      detail: `${app}/src/assets/artwork/${folder}/: ${count}`,
    })),
  };
}

/**
 * Partners whose name is still a numbered example ("Partner Steel One", "Polad tərəfdaşı 1",
 * "Supplier Laser One"): a name that ends in its number, in any language.
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function numberedPartners(workspace) {
  const numbered = /\s(\d+|one|two|three|four|five|six|seven|eight|nine|ten)$/i;
  /** @type {Record<string, { name: Record<string, string> }[]>} */
  const lists = JSON.parse(await readFile(path.join(workspace, partnersFile), 'utf8'));
  return Object.entries(lists).flatMap(([group, partners]) =>
    partners.flatMap(({ name }, index) => {
      const inLanguages = languages.filter((language) => numbered.test(name[language] ?? ''));
      return inLanguages.length === 0
        ? []
        : [
            {
              what: 'partner still numbered',
              detail: `${group} ${index + 1}, ${name.en} (${inLanguages.join(', ')})`,
            },
          ];
    }),
  );
}

/** @param {string} workspace @returns {Promise<Record<string, Record<string, unknown>>>} */
async function readBuyerFacts(workspace) {
  return JSON.parse(await readFile(path.join(workspace, buyerFactsFile), 'utf8'));
}

/** Empty until the company fills it: '', null or no rows. */
const unanswered = (/** @type {unknown} */ value) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0);

/**
 * CNC machines whose page links to no manufacturer page or technical drawing yet.
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function machinesWithoutLinks(workspace) {
  return Object.entries(await readBuyerFacts(workspace)).flatMap(([id, facts]) => {
    const missing = [
      ['manufacturer', facts.manufacturerPage],
      ['drawing', facts.drawing],
    ].flatMap(([link, value]) => (unanswered(value) ? [link] : []));
    return missing.length
      ? [
          {
            what: 'machine with no manufacturer link',
            detail: `${id}: no ${missing.join(' or ')} link`,
          },
        ]
      : [];
  });
}

/** The buyer's questions, as the launch report names them. */
const buyerQuestions = /** @type {const} */ ([
  ['manufacturer', 'manufacturer'],
  ['madeIn', 'origin'],
  ['laserSource', 'laser source'],
  ['controller', 'controller'],
  ['cuttingHead', 'cutting head'],
  ['cuttingCapacity', 'cutting capacity'],
  ['warrantyMonths', 'warranty'],
  ['leadTimeWeeks', 'lead time'],
  ['installationDays', 'installation and training'],
  ['serviceResponseHours', 'service response'],
  ['spareParts', 'spare parts in Baku'],
]);

/**
 * CNC machines with questions a buyer asks still unanswered (never invented: the page shows only
 * what is filled).
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function unansweredBuyerQuestions(workspace) {
  return Object.entries(await readBuyerFacts(workspace)).flatMap(([id, facts]) => {
    const open = buyerQuestions.flatMap(([field, name]) =>
      unanswered(facts[field]) ? [name] : [],
    );
    return open.length === 0
      ? []
      : [
          {
            what: 'machine with buyer questions unanswered',
            detail: `${id}: ${open.length === buyerQuestions.length ? 'all' : open.join(', ')}`,
          },
        ];
  });
}

/** The company's figures, as the launch report names them. */
const figureNames = /** @type {const} */ ({
  yearsInBusiness: 'years in business',
  projectsDelivered: 'projects delivered',
  industrialCustomers: 'industrial customers',
  teamExperienceYears: "years of the team's experience",
});

/**
 * The figures the site took from the spec (9+ years, 30+ projects, 15+ customers, 25+ years
 * of the team), which the company has still to check: each is shown on the home or about page
 * until it is ticked as checked in the content editor.
 * @param {string} workspace
 * @returns {Promise<Placeholder[]>}
 */
export async function uncheckedFigures(workspace) {
  const facts = JSON.parse(
    await readFile(path.join(workspace, 'shared/content/company.json'), 'utf8'),
  );
  return Object.entries(
    /** @type {Record<string, { atLeast: number; confirmed: boolean }>} */ (facts.figures),
  ).flatMap(([key, figure]) =>
    figure.confirmed
      ? []
      : [
          {
            what: 'figure still from the spec',
            detail: `${figureNames[/** @type {keyof typeof figureNames} */ (key)] ?? key}: ${figure.atLeast}+`,
          },
        ],
  );
}
