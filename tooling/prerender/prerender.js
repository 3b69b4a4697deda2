// @ts-check
// Writes the HTML of every page in every language into the shell's build, rendered by the site
// itself in Chromium, plus sections.json, sitemap.xml, robots.txt, the old addresses, the share
// images, the search index and the compressed copies. Run after all four apps are built
// (`pnpm --filter shell prerender`; options in options.js).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redirectsFile } from '@site/server/siteLayout';
import { companyFacts } from '../content/companyFacts.js';
import { buildClientLoader } from './clientLoader.js';
import { describeSite, wantedSection } from './describeSite.js';
import { prerenderOptions } from './options.js';
import { inlineFirstPaintStyles } from './firstPaintStyles.js';
import { mountOwnPages } from './ownMounts.js';
import { recordInlineHashes } from './inlineHashes.js';
import { pageHtmlWriter, shellStylesheetsOf } from './pageHtml.js';
import { precompress } from './precompress.js';
import { startRenderer } from './renderer.js';
import { writeSearchIndex } from './searchIndex.js';
import { writeShareImages } from './shareImages.js';
import { writeSitemap } from './sitemap.js';
import { stylesheetTexts } from './stylesheets.js';
import { writeNotFoundPages, writeOfflinePages, writePages } from './writePages.js';
import { writeServiceWorker } from '../offline/buildServiceWorker.js';
import { missingMessage, systemNeeds } from '../system/needs.js';

const options = prerenderOptions(process.argv.slice(2));
const { out, shellDir } = options;

if (!systemNeeds.chromium.present()) {
  console.warn(`Prerender skipped.\n${missingMessage([systemNeeds.chromium])}`);
  console.warn('The site still works; pages render in the browser instead of arriving as HTML.');
  process.exit(0);
}

await mkdir(out, { recursive: true });
const clientLoader = await buildClientLoader();
await recordInlineHashes(out, 'script-src', { 'client-loader': clientLoader.hash });
const renderer = await startRenderer(options);
let described = await describeSite(renderer, out);
/** The pages this run writes: a remote's (`--section`), the shell's own (`shell`), or all. */
const owner = options.section === 'shell' ? '' : wantedSection(described, options.section);
// A remote's release renders its pages where they are now: a new top-level page is mounted.
if (
  options.release &&
  owner &&
  (await mountOwnPages(shellDir, owner, described.pages[owner] ?? []))
) {
  described = await describeSite(renderer, out);
}
const allPaths = Object.values(described.pages).flat();
const ownPaths = owner === undefined ? allPaths : (described.pages[owner] ?? []);
const ownRoutes =
  owner === undefined ? Object.values(described.routes).flat() : (described.routes[owner] ?? []);
const shellPart = owner === undefined || owner === '';
const stylesheetText = stylesheetTexts(renderer.origin);
const pageHtml = await pageHtmlWriter({
  shellDir,
  out,
  stylesheetText,
  sections: described.sections,
  clientLoader: clientLoader.script,
  stylesheetsBase: options.stylesheetsBase,
});

const files = await writePages({
  renderer,
  pageHtml,
  out,
  routes: ownRoutes,
  concurrency: options.concurrency,
});
const written = files.length;
if (shellPart) {
  files.push(...(await writeNotFoundPages({ renderer, pageHtml, out })));
  files.push(...(await writeOfflinePages({ renderer, pageHtml, out })));
}
// Each section's first-paint styles into its pages (a team's run: its own section's only).
const firstPaint = await inlineFirstPaintStyles({
  files,
  shellStylesheets: shellStylesheetsOf(await readFile(path.join(shellDir, 'index.html'), 'utf8')),
  stylesheetText,
  out,
});
console.log(
  `First-paint styles inline: ${Object.entries(firstPaint)
    .map(
      ([section, { pages, bytes }]) =>
        `${section} ${(bytes / 1024).toFixed(1)} KB (${pages} pages)`,
    )
    .join(', ')}`,
);
// A release holds its own part of the site-wide files: its pages' old addresses and sitemap, and
// a remote's summary (menus, home cards); a team's prerender into the shell keeps them whole.
const own = new Set(ownPaths);
const aliases = options.release
  ? described.aliases.filter(({ to }) => own.has(to))
  : described.aliases;
// Old addresses of pages, for the servers' permanent redirects (nginx's are generated from it).
await writeFile(path.join(out, redirectsFile), `${JSON.stringify(aliases, null, 2)}\n`);
if (options.release && owner) {
  const summary = described.sections.sections.find((entry) => entry.federationName === owner);
  await writeFile(path.join(out, 'summary.json'), `${JSON.stringify(summary ?? null)}\n`);
}
const company = companyFacts();
await writeSitemap({
  out,
  origin: company.siteOrigin,
  paths: options.release ? ownPaths : allPaths,
  unlisted: described.unlisted,
});
if (shellPart) await writeShareImages({ context: renderer.context, shellDir, out, company });
await renderer.close();

// The site search reads the HTML just written, every section's, so one team's prerender keeps
// the whole index current.
const indexed = await writeSearchIndex(out);
// The offline worker is the shell's: a team's prerender of its section leaves it as it is.
if (shellPart) {
  const saved = await writeServiceWorker(out);
  console.log(
    `Offline worker: saves ${saved.count} files (${Math.round(saved.size / 1024)} KB) on install`,
  );
}
const { written: compressed } = await precompress([out]);
console.log(
  `Prerendered ${written} pages into ${out}, indexed ${JSON.stringify(indexed)} for search (${compressed} files precompressed)`,
);
