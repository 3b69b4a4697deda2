// Writes the HTML of every page in every language into shell/dist, rendered by the site itself
// in Chromium, plus sitemap.xml and robots.txt. Run after all four apps are built.
//   node shell/scripts/prerender.mjs [--section products] [--out DIR]
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createSiteServer, defaultShellDir } from '@site/shared/site-server';
import site from '@site/shared/site.json' with { type: 'json' };

const languages = ['az', 'tr', 'en', 'ru'];
const { values } = parseArgs({
  // `pnpm --filter shell prerender -- --section x` hands the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    section: { type: 'string' },
    out: { type: 'string' },
    concurrency: { type: 'string' },
  },
});
const out = path.resolve(values.out ?? defaultShellDir);
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  console.warn(`Prerender skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium).`);
  console.warn('The site still works; pages render in the browser instead of arriving as HTML.');
  process.exit(0);
}

// index.html stays the page for `/` (language redirect) and for addresses no page answers.
const template = await readFile(path.join(defaultShellDir, 'index.html'), 'utf8');

// The bare index.html for every page: the site renders itself from scratch, never from old HTML.
const server = createSiteServer({ prerendered: false });
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

// The font files of each language (Inter, self-hosted): preload only what the page's letters need.
const shellCss = await Promise.all(
  (await readdir(path.join(defaultShellDir, 'assets')))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFile(path.join(defaultShellDir, 'assets', file), 'utf8')),
);
const fontUrl = (subset) =>
  shellCss
    .join('\n')
    .match(new RegExp(`url\\((/assets/inter-${subset}-wght-normal-[\\w-]+\\.woff2)\\)`))?.[1];
const fontSubsets = {
  az: ['latin', 'latin-ext'],
  tr: ['latin', 'latin-ext'],
  en: ['latin'],
  ru: ['latin', 'cyrillic'],
};
const fontPreloads = (language) =>
  fontSubsets[language]
    .map(fontUrl)
    .filter(Boolean)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');

const hoisted =
  /^((?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>|<script type="application\/ld\+json">[\s\S]*?<\/script>)*)/;

async function render(page, url) {
  const problems = [];
  const onError = (error) => problems.push(error.message);
  page.on('pageerror', onError);
  await page.goto(`${origin}${url}`);
  await page.waitForFunction(() => typeof window.__sitePrerender === 'function', null, {
    timeout: 20_000,
  });
  const result = await page.evaluate(() => window.__sitePrerender());
  const styles = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
  );
  page.off('pageerror', onError);
  if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
  // Remote assets resolve against the page at run time; keep them root-relative in the file.
  return {
    ...result,
    html: result.html.replaceAll(origin, ''),
    styles: styles.map((href) => (href.startsWith(origin) ? href.slice(origin.length) : href)),
  };
}

// Each remote's folder, from remotes.json: a page's HTML names only its own remote's files.
const remotes = JSON.parse(
  await readFile(path.join(defaultShellDir, 'remotes.json'), 'utf8'),
).remotes;
const remoteFolder = (pagePath) => {
  const name = Object.keys(site.sections).find((section) =>
    site.sections[section].includes(pagePath.split('/')[0]),
  );
  const entry = name ? remotes[name] : undefined;
  return entry ? new URL('.', new URL(entry, 'http://site')).pathname : undefined;
};

// A section's styles are copied next to the shell's assets, so the first paint of its pages needs
// only the host that serves the HTML: a slow or hung remote host cannot hold the page blank.
const copiedStyles = new Map();
function copyStylesheet(href) {
  if (!copiedStyles.has(href)) {
    copiedStyles.set(
      href,
      (async () => {
        const response = await fetch(`${origin}${href}`);
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        const css = (await response.text()).replace(
          /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
          (_, quote, url) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
        );
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
        const copy = `/assets/prerendered/${path.basename(href, '.css')}-${hash}.css`;
        await mkdir(path.join(out, 'assets/prerendered'), { recursive: true });
        await writeFile(path.join(out, copy), css);
        return copy;
      })(),
    );
  }
  return copiedStyles.get(href);
}

async function pageHtml(language, pagePath, { html, styles, navigation }) {
  const [, head = ''] = html.match(hoisted) ?? [];
  const body = html.slice(head.length);
  const folder = remoteFolder(pagePath);
  const ownRemote = (href) => (folder ? href.startsWith(folder) : false);
  const menus = JSON.stringify(navigation).replace(/</g, '\\u003c');
  const copies = await Promise.all(
    styles
      .filter((href) => !template.includes(`href="${href}"`) && ownRemote(href))
      .map(copyStylesheet),
  );
  const stylesheets = copies.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  // No modulepreload: on a phone the scripts would compete with the styles and fonts of the first
  // paint (measured: FCP 2.8 s with them, 1.1 s without). The page is readable before they run.
  return template
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('</head>', `${fontPreloads(language)}${head}${stylesheets}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="site-navigation">${menus}</script>`,
    );
}

const firstPage = await context.newPage();
const { paths } = await render(firstPage, `/${site.defaultLanguage}`);
await firstPage.close();
const sectionOf = (p) => p.split('/')[0];
const wanted = values.section
  ? paths.filter((p) => p && (site.sections[values.section] ?? []).includes(sectionOf(p)))
  : paths;

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

{
  const url = (language, p) => `${site.origin}/${language}${p ? `/${p}` : ''}`;
  const entries = paths.map((p) =>
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
console.log(`Prerendered ${written} pages into ${out}`);

/** The link-preview image and the app icons, drawn from the brand mark (no binary is committed). */
async function writeImages(browserContext, dir) {
  const page = await browserContext.newPage();
  const mark = await readFile(path.join(defaultShellDir, 'favicon.svg'), 'utf8');
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
