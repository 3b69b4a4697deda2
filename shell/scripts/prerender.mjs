// Writes the HTML of every page in every language into shell/dist, rendered by the site itself
// in Chromium, plus sections.json, sitemap.xml and robots.txt. Run after all four apps are built.
//   node shell/scripts/prerender.mjs [--section products_mfe] [--shell DIR] [--out DIR]
//     [--serve /releases/x/=DIR ...] [--concurrency 3]
// `--section` takes a remote's federation name, package name or one of its mounts (`products`).
// `--shell` is a deployed copy of the shell (its remotes.json names the remotes); `--serve`
// serves more folders beside it, e.g. a remote release that remotes.json points at.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { clientLoaderMarkup } from '@site/shared/build/clientLoader';
import { precompress } from '@site/shared/build/precompress';
import { writeSearchIndex } from '@site/shared/build/search-index';
import {
  defaultMounts,
  defaultShellDir,
  notFoundFile,
  redirectsFile,
} from '@site/shared/build/site-layout';
import { createSiteServer } from '@site/shared/build/site-server';
import { federationNameOf, sectionOf } from '@site/shared/contract/remotes';
import site from '@site/shared/site.json' with { type: 'json' };

const languages = ['az', 'tr', 'en', 'ru'];
const { values } = parseArgs({
  // `pnpm --filter shell prerender -- --section x` hands the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    section: { type: 'string' },
    shell: { type: 'string' },
    out: { type: 'string' },
    serve: { type: 'string', multiple: true },
    concurrency: { type: 'string' },
  },
});
const shellDir = path.resolve(values.shell ?? defaultShellDir);
const out = path.resolve(values.out ?? shellDir);
const served = Object.fromEntries(
  (values.serve ?? []).map((pair) => {
    const [prefix = '', dir = ''] = pair.split('=');
    return [prefix, path.resolve(dir)];
  }),
);
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  console.warn(`Prerender skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium).`);
  console.warn('The site still works; pages render in the browser instead of arriving as HTML.');
  process.exit(0);
}

// index.html stays the page for `/` (language redirect) and for addresses no page answers.
const template = await readFile(path.join(shellDir, 'index.html'), 'utf8');
/** The shell's own stylesheet links in index.html, and their addresses. */
const shellStylesheetLinks = /\s*<link rel="stylesheet"[^>]*>/g;
const shellStylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
  ([, href]) => href,
);

// The bare index.html for every page: the site renders itself from scratch, never from old HTML.
const server = createSiteServer({
  shellDir,
  mounts: { ...defaultMounts, ...served },
  prerendered: false,
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext();
await context.addInitScript(() => {
  window.__SITE_PRERENDER__ = true;
});

/** Opens a page of the site in prerender mode and waits until it offers its HTML. */
async function open(page, url) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}${url}`);
  await page.waitForFunction(() => typeof window.__sitePrerender === 'function', null, {
    timeout: 20_000,
  });
  return problems;
}

// What the remotes declare, once: the sections, every page and the old addresses.
const describing = await context.newPage();
await open(describing, `/${site.defaultLanguage}`);
const described = await describing.evaluate(() => window.__siteDescribe());
await describing.close();
for (const name of described.unavailable) {
  console.warn(`${name} could not be loaded: its pages are left as they are.`);
}
// Remote assets (home card pictures) resolve against the page; keep them root-relative.
const sections = JSON.parse(
  JSON.stringify({ mounts: described.mounts, sections: described.sections }).replaceAll(origin, ''),
);
await context.addInitScript((value) => {
  window.__SITE_SECTIONS__ = value;
}, sections);
await writeFile(path.join(out, 'sections.json'), `${JSON.stringify(sections)}\n`);

const remotes = JSON.parse(await readFile(path.join(shellDir, 'remotes.json'), 'utf8'));
/** The folder a remote is served from, from remotes.json: a page names only its own remote's files. */
const remoteFolder = (pagePath) => {
  const owner = sectionOf(described.mounts, pagePath);
  const entry = owner ? remotes.remotes[owner] : undefined;
  return entry ? new URL('.', new URL(entry, 'http://site')).pathname : undefined;
};

async function render(page, url) {
  const problems = await open(page, url);
  const { html } = await page.evaluate(() => window.__sitePrerender());
  const styles = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
  );
  if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
  // Remote assets resolve against the page at run time; keep them root-relative in the file.
  return {
    html: html.replaceAll(origin, ''),
    styles: styles.map((href) => (href.startsWith(origin) ? href.slice(origin.length) : href)),
  };
}

// A page's styles (the shell's and its section's) are joined into one file next to the shell's
// assets, so its first paint waits for one stylesheet, from the host that serves the HTML: a
// slow or hung remote host cannot hold the page blank, and a phone opens one connection less.
const fetchedStyles = new Map();
function stylesheetText(href) {
  if (!fetchedStyles.has(href)) {
    fetchedStyles.set(
      href,
      (async () => {
        const response = await fetch(`${origin}${href}`);
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return (await response.text()).replace(
          /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
          (_, quote, url) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
        );
      })(),
    );
  }
  return fetchedStyles.get(href);
}

const writtenStyles = new Set();
/** One file of the section styles a page uses, named by its content. */
async function joinStylesheets(hrefs, name) {
  if (hrefs.length === 0) return undefined;
  const css = (await Promise.all(hrefs.map(stylesheetText))).join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const file = `/assets/prerendered/${name}-${hash}.css`;
  if (!writtenStyles.has(file)) {
    writtenStyles.add(file);
    await mkdir(path.join(out, 'assets/prerendered'), { recursive: true });
    await writeFile(path.join(out, file), css);
  }
  return file;
}

const hoisted =
  /^((?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>|<script type="application\/ld\+json">[\s\S]*?<\/script>)*)/;

/** The sections as a page carries them: home cards only on the home page. */
const sectionsOf = (pagePath) =>
  JSON.stringify({
    mounts: sections.mounts,
    sections: sections.sections.map((section) =>
      pagePath === '' ? section : { ...section, homeLinks: [] },
    ),
  }).replace(/</g, '\\u003c');

async function pageHtml(language, pagePath, { html, styles }, { status } = {}) {
  const [, head = ''] = html.match(hoisted) ?? [];
  const body = html.slice(head.length);
  const folder = remoteFolder(pagePath);
  const ownRemote = (href) => (folder ? href.startsWith(folder) : false);
  const sectionStyles = styles.filter(
    (href) => !template.includes(`href="${href}"`) && ownRemote(href),
  );
  const joined =
    sectionStyles.length > 0
      ? await joinStylesheets(
          [...shellStylesheets, ...sectionStyles],
          sectionOf(described.mounts, pagePath) ?? 'page',
        )
      : undefined;
  // The section's own files, named but disabled (never fetched): when the client imports the
  // page's modules, their loader finds each file already on the page and adds no stylesheet,
  // which would make the browser restyle the whole page after its first paint.
  const stylesheets = joined
    ? `<link rel="stylesheet" href="${joined}">${sectionStyles
        .map((href) => `<link rel="stylesheet" href="${href}" disabled>`)
        .join('')}`
    : '';
  return (
    (joined ? template.replace(shellStylesheetLinks, '') : template)
      // The page is readable without scripts; the notice is only for the bare index.html.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      // The client is asked for after the first frame, not found by the parser (clientLoader.js).
      .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, entry) =>
        clientLoaderMarkup(entry),
      )
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${language}"${status ? ` data-status="${status}"` : ''}`,
      )
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace('</head>', `${head}${stylesheets}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div><script type="application/json" id="site-sections">${sectionsOf(pagePath)}</script>`,
      )
  );
}

const wantedOwner = values.section
  ? Object.keys(described.pages).find(
      (owner) =>
        owner &&
        (owner === values.section ||
          owner === federationNameOf(values.section) ||
          described.mounts[values.section] === owner),
    )
  : undefined;
if (values.section && !wantedOwner) {
  throw new Error(`--section ${values.section}: no remote of remotes.json has that name or mount`);
}
const allPaths = Object.values(described.pages).flat();
const wanted = wantedOwner ? described.pages[wantedOwner] : allPaths;

const jobs = wanted.flatMap((p) => languages.map((language) => ({ language, path: p })));
const concurrency = Number(values.concurrency ?? 3);
let written = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const page = await context.newPage();
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const url = `/${job.language}${job.path ? `/${job.path}` : ''}`;
      const file = path.join(out, job.language, job.path, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await pageHtml(job.language, job.path, await render(page, url)));
      written += 1;
    }
    await page.close();
  }),
);

// The not-found page of each language: the servers answer 404 with it (data-status tells the
// client to show it whatever the address). Its address is one no remote mounts.
if (!values.section) {
  const page = await context.newPage();
  for (const language of languages) {
    const file = path.join(out, notFoundFile(language));
    await mkdir(path.dirname(file), { recursive: true });
    const result = await render(page, `/${language}/__not-found`);
    await writeFile(file, await pageHtml(language, '__not-found', result, { status: 404 }));
  }
  await page.close();
}
// Old addresses of pages, for the servers' permanent redirects (nginx's are generated from it).
await writeFile(path.join(out, redirectsFile), `${JSON.stringify(described.aliases, null, 2)}\n`);

{
  const url = (language, p) => `${site.origin}/${language}${p ? `/${p}` : ''}`;
  const unlisted = new Set(described.unlisted);
  const entries = allPaths
    .filter((p) => !unlisted.has(p))
    .map((p) =>
      languages
        .map(
          (language) =>
            `<url><loc>${url(language, p)}</loc>${languages
              .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, p)}"/>`)
              .join(
                '',
              )}<xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}/${p}"/></url>`,
        )
        .join('\n'),
    );
  await writeFile(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(out, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  );
}

if (!values.section) await writeImages(context, out);

await browser.close();
server.close();
// The site search reads the HTML just written, every section's, so one team's prerender keeps
// the whole index current.
const indexed = await writeSearchIndex(out);
const { written: compressed } = await precompress([out]);
console.log(
  `Prerendered ${written} pages into ${out}, indexed ${JSON.stringify(indexed)} for search (${compressed} files precompressed)`,
);

/** The link-preview image and the app icons, drawn from the brand mark (no binary is committed). */
async function writeImages(browserContext, dir) {
  const page = await browserContext.newPage();
  const mark = await readFile(path.join(shellDir, 'favicon.svg'), 'utf8');
  const draw = async (width, height, body, file) => {
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0">${body}</body></html>`);
    await page.screenshot({ path: path.join(dir, file), type: 'png' });
  };
  for (const size of [192, 512]) {
    await draw(
      size,
      size,
      mark.replace('<svg ', `<svg width="${size}" height="${size}" `),
      `icon-${size}.png`,
    );
  }
  await draw(
    1200,
    630,
    `<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b1526,#24405f);font-family:'Liberation Sans',Arial,sans-serif;color:#fff">${mark.replace('<svg ', '<svg width="220" height="220" ')}<div><div style="font-size:72px;font-weight:700">${site.brandName}</div><div style="font-size:34px;color:#cfd8e3;margin-top:16px">${site.tagline}</div></div></div>`,
    'og-image.png',
  );
  await page.close();
}
