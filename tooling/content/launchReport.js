// @ts-check
// Lists every placeholder still in the site, by owner and by what it is, and ends with one line
// of counts:
//   pnpm content:report        (node tooling/content/launchReport.js)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { editorBackendProblems } from './editorBackend.js';
import { disagreeingFigureClaims, optionsSaidAsStandard } from './figureClaims.js';
import { disagreeingMachineFacts, disagreeingRangeClaims } from './machineFacts.js';
import { owners } from './owners.js';
import {
  drawnImageSlots,
  exampleCompanyFacts,
  machinesWithoutLinks,
  numberedPartners,
  unansweredBuyerQuestions,
  uncheckedFigures,
} from './placeholders.js';

/** @typedef {import('./placeholders.js').Placeholder} Placeholder */
/** @typedef {import('./owners.js').App} App */

const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * The kinds of placeholder, in the order the counts line names them.
 * @type {[what: string, label: string][]}
 */
const kinds = [
  ['company fact still an example', 'company facts'],
  ['image slot still a drawing', 'image slots'],
  ['partner still numbered', 'partners'],
  ['machine with no manufacturer link', 'machines without manufacturer links'],
  ['machine with buyer questions unanswered', 'machines with buyer questions unanswered'],
  ['figure still from the spec', 'figures from the spec'],
  ['machine fact said two ways', 'machine facts said two ways'],
  ['editor backend that cannot sign staff in', 'editor sign-in blockers'],
];

/**
 * Every placeholder of the site, by the app that owns it; image slots count one each.
 * @param {string} [root]
 */
export async function launchReport(root = workspace) {
  /** @type {Record<App, Placeholder[]>} */
  const byApp = {
    shared: [],
    shell: [],
    'services-mfe': [],
    'products-mfe': [],
    'showcase-mfe': [],
  };
  /** @type {Record<string, number>} */
  const counts = Object.fromEntries(kinds.map(([what]) => [what, 0]));
  /** @param {App} app @param {Placeholder[]} found @param {number} [count] */
  const add = (app, found, count = found.length) => {
    byApp[app].push(...found);
    if (found[0]) counts[found[0].what] = (counts[found[0].what] ?? 0) + count;
  };
  add('shared', await exampleCompanyFacts(root));
  for (const app of /** @type {const} */ ([
    'shell',
    'services-mfe',
    'products-mfe',
    'showcase-mfe',
  ])) {
    const { drawn, drawings } = await drawnImageSlots(root, app);
    add(app, drawings, drawn);
  }
  add('showcase-mfe', await numberedPartners(root));
  add('products-mfe', await machinesWithoutLinks(root));
  add('products-mfe', await unansweredBuyerQuestions(root));
  add('shared', await uncheckedFigures(root));
  add('products-mfe', await disagreeingMachineFacts(root));
  for (const app of /** @type {const} */ (['services-mfe', 'products-mfe', 'showcase-mfe'])) {
    add(app, await disagreeingRangeClaims(root, app));
  }
  add('products-mfe', await disagreeingFigureClaims(root));
  add('products-mfe', await optionsSaidAsStandard(root));
  // The content editor (cms/, the web team's): a blocker for launch, as a missing phone is.
  add(
    'shell',
    (await editorBackendProblems(root)).map((detail) => ({
      what: 'editor backend that cannot sign staff in',
      detail: `cms/backend.json ${detail}`,
    })),
  );
  return { byApp, counts };
}

/** @param {Awaited<ReturnType<typeof launchReport>>} report */
export function printReport({ byApp, counts }) {
  const lines = ['Launch report: what is still a placeholder', ''];
  for (const [app, found] of /** @type {[App, Placeholder[]][]} */ (Object.entries(byApp))) {
    if (found.length === 0) continue;
    lines.push(owners[app]);
    for (const [what] of kinds) {
      const ofKind = found.filter((placeholder) => placeholder.what === what);
      if (ofKind.length === 0) continue;
      lines.push(`  ${what}:`, ...ofKind.map(({ detail }) => `    ${detail}`));
    }
    lines.push('');
  }
  lines.push(kinds.map(([what, label]) => `${counts[what] ?? 0} ${label}`).join(', '));
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(printReport(await launchReport()));
}
