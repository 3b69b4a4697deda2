// pnpm bench: Lighthouse (mobile profile, simulated throttling) on the composed site as
// `pnpm start` serves it, in two builds: the placeholder build (`pnpm build`, seven pages) and
// the photo build (tests/scripts/buildPhotoSite.mjs, the photos laid over the slots as a team
// would drop them: four pages). Each page is run --runs times (default 5) twice: as it is, and
// with every script blocked (--blocked-url-patterns=*.js: its HTML, CSS and images alone, the
// floor a prerendered page can reach). Prints per page the median and the worst run of score,
// FCP, LCP, TBT and CLS, the floor's LCP and the worst run's ratio to it, the bytes of the LCP
// picture (when the LCP is one), the HTML and the JavaScript transferred, and a table of the
// JavaScript files by page, and Lighthouse's own floor here (a page of one heading, with its TBT,
// which #43 sets a page's beside). Reports go to tests/.bench/.
//   node tests/bench/lighthouse.mjs [--runs 5] [--language en] [--builds placeholder,photo]
//     [--pages /,/contact]   (the same pages in every build)
//     [--before-origin http://127.0.0.1:4300]   (adds the same table for another server)
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { createSiteServer, defaultShellDir } from '@site/server/siteServer';
import { siteLayout } from '@site/server/siteLayout';
import { chromiumArgs, chromiumPath } from '@site/tooling/chromium';
import { textPages } from './benchPages.mjs';
import { median } from './median.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const reports = path.resolve(here, '../.bench');
const lighthouseBin = path.resolve(here, '../node_modules/.bin/lighthouse');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    language: { type: 'string', default: 'en' },
    builds: { type: 'string', default: 'placeholder,photo' },
    pages: { type: 'string' },
    'before-origin': { type: 'string' },
  },
});
const workspace = path.resolve(here, '../..');
/** The pages of each build: the text pages of the placeholder build, the photo pages. */
const buildPages = {
  placeholder: textPages,
  photo: ['projects', 'products/cnc-laser', 'products/cnc-laser/single-platform', 'partners'],
};
/** Where each build is served from (the photo build: tests/scripts/buildPhotoSite.mjs). */
const buildRoots = {
  placeholder: workspace,
  photo: path.join(workspace, 'tests/.fixtures/photo-site'),
};
const builds = values.builds.split(',').filter((build) => build in buildPages);
const pagesOf = (build) =>
  values.pages?.split(',').map((page) => page.replace(/^\//, '')) ?? buildPages[build];
const chromeFlags = ['--headless', ...chromiumArgs].join(' ');

/**
 * Lighthouse's own hiccups (a trace it failed to record, NO_NAVSTART) end with "Please run
 * Lighthouse again": such a run is made again, up to twice, and said so; any other error ends the
 * bench.
 * @param {() => Promise<unknown>} once
 * @param {string} url
 */
async function againOnHiccup(once, url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      const hiccup = /Please run Lighthouse again/.test(String(error?.stderr ?? ''));
      if (!hiccup || attempt === tries) throw error;
      console.log(
        `${url}: Lighthouse asked to be run again (${error.stderr.trim()}); running again`,
      );
    }
  }
}

async function lighthouse(url, output, blockScripts) {
  await againOnHiccup(
    () =>
      run(
        lighthouseBin,
        [
          url,
          `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          ...(blockScripts ? ['--blocked-url-patterns=*.js'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
      ),
    url,
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  // Anything of the site search: its code (Search*, HeaderSearch's lazy parts) or its index.
  const search = requests.filter((request) =>
    /\/pagefind\/|\/assets\/Search[A-Z]\w*-[\w-]{8}\.js$/.test(new URL(request.url).pathname),
  );
  // Lighthouse 13 names the LCP element in the breakdown insight (a table, then the node).
  const node = report.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  const element = node?.nodeLabel;
  const lcpPicture = lcpPictureRequest(node?.snippet ?? '', requests);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    // The page's HTML as sent (compressed, with its headers): within the first round trip's
    // reach when at most 14 KB.
    htmlKb:
      (requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0) / 1024,
    searchKb: search.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scripts: scripts.map((request) => ({
      file: new URL(request.url).pathname,
      kb: (request.transferSize ?? 0) / 1024,
    })),
    lcpElement: element ?? '',
    lcpKb: lcpPicture ? (lcpPicture.transferSize ?? 0) / 1024 : undefined,
    lcpFile: lcpPicture ? path.basename(new URL(lcpPicture.url).pathname) : '',
  };
}

/**
 * The request of the LCP element's picture, when it is an image: of the files named like its
 * `src` (`1-overview-1024-Ab12.avif` for `1-overview-1024-Cd34.jpg`: the same picture in another
 * width or format), the largest the page fetched (a thumbnail of the same picture is smaller).
 */
function lcpPictureRequest(snippet, requests) {
  const src = /^<img\b[^>]*\ssrc="([^"]+)"/.exec(snippet)?.[1];
  if (!src) return undefined;
  const stem = path.basename(src).replace(/(?:-\d+)?-[\w-]{8}\.\w+$/, '');
  return requests
    .filter(
      (request) =>
        request.resourceType === 'Image' &&
        path.basename(new URL(request.url).pathname).startsWith(`${stem}-`),
    )
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
}

const worst = (list, higherIsWorse = true) =>
  higherIsWorse ? Math.max(...list) : Math.min(...list);

await mkdir(reports, { recursive: true });
const servers = [];
/** Serves a build on a free port; its origin. */
async function serve(root) {
  const server = createSiteServer(siteLayout(root));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}
/** variant -> { origin, pages } */
const variants = {};
for (const build of builds) {
  if (!existsSync(path.join(buildRoots[build], 'shell/dist/index.html'))) {
    console.error(
      `No ${build} build at ${buildRoots[build]}: ${build === 'photo' ? 'node tests/scripts/buildPhotoSite.mjs' : 'pnpm build'} first.`,
    );
    process.exit(1);
  }
  variants[build] = { origin: await serve(buildRoots[build]), pages: pagesOf(build) };
}
if (values['before-origin']) {
  variants.before = { origin: values['before-origin'], pages: pagesOf('placeholder') };
}

// Lighthouse's own floor on this machine: a page of one heading and nothing else, served from
// the same machine. Its simulation puts every page's HTML behind a DNS lookup (two round trips),
// a connection (one) and the request (one): 4 x 150 ms = 0.60 s before the first byte, then the
// first parse, layout and paint at its CPU multipliers. No page can paint before this one.
const barePage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>Hello there</h1></body></html>';
const bare = createServer((request, response) => {
  response.writeHead(request.url === '/' ? 200 : 404, {
    'Content-Type': 'text/html; charset=utf-8',
  });
  response.end(request.url === '/' ? barePage : '');
});
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
servers.push(bare);
const bareOrigin = `http://127.0.0.1:${bare.address().port}`;
const bareRuns = [];

/** results[variant][page] = { runs: [...], floor: [...] } */
const results = {};
try {
  for (let round = 1; round <= Number(values.runs); round += 1) {
    bareRuns.push(await lighthouse(bareOrigin, path.join(reports, `bare-${round}.json`), false));
    for (const [variant, { origin, pages }] of Object.entries(variants)) {
      for (const page of pages) {
        const url = `${origin}/${values.language}${page ? `/${page}` : ''}`;
        const name = `${variant}-${page.replaceAll('/', '_') || 'home'}-${round}`;
        const entry = ((results[variant] ??= {})[page] ??= { runs: [], floor: [] });
        // The page as it is and its floor take turns, so machine noise falls on both alike.
        entry.runs.push(await lighthouse(url, path.join(reports, `${name}.json`), false));
        entry.floor.push(await lighthouse(url, path.join(reports, `${name}-floor.json`), true));
        const last = entry.runs.at(-1);
        process.stderr.write(
          `${variant} /${values.language}/${page} run ${round}: score ${last.score}, LCP ${Math.round(last.lcp)} ms (floor ${Math.round(entry.floor.at(-1).lcp)} ms), TBT ${Math.round(last.tbt)} ms\n`,
        );
      }
    }
  }
} finally {
  for (const server of servers) server.close();
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const spread = (list) => `${seconds(median(list))} / ${seconds(worst(list))}`;
const bareTbt = bareRuns.map((run) => run.tbt);
// #43 holds a page's TBT to this page's in the same run: its median within 60 ms, its worst 120.
console.log(
  `\nLighthouse's floor on this machine, a page of one heading (${bareRuns.length} runs, median / worst): FCP ${spread(bareRuns.map((run) => run.fcp))} s, LCP ${spread(bareRuns.map((run) => run.lcp))} s, TBT ${Math.round(median(bareTbt))} / ${Math.round(worst(bareTbt))} ms`,
);
for (const [variant, byPage] of Object.entries(results)) {
  const rows = Object.entries(byPage).map(([page, { runs, floor }]) => {
    const pick = (key) => runs.map((result) => result[key]);
    const floorLcp = median(floor.map((result) => result.lcp));
    return {
      page: `/${page}`,
      'score med/worst': `${median(pick('score'))} / ${worst(pick('score'), false)}`,
      'FCP s med/worst': `${seconds(median(pick('fcp')))} / ${seconds(worst(pick('fcp')))}`,
      'LCP s med/worst': `${seconds(median(pick('lcp')))} / ${seconds(worst(pick('lcp')))}`,
      'TBT ms med/worst': `${Math.round(median(pick('tbt')))} / ${Math.round(worst(pick('tbt')))}`,
      'CLS worst': worst(pick('cls')).toFixed(3),
      'floor LCP s': seconds(floorLcp),
      'worst ratio': (worst(pick('lcp')) / floorLcp).toFixed(2),
      'LCP picture KB': runs[0]?.lcpFile ? Math.round(worst(pick('lcpKb'))) : '-',
      'LCP picture': runs[0]?.lcpFile.slice(0, 28) ?? '',
      'HTML KB': median(pick('htmlKb')).toFixed(1),
      'JS KB': Math.round(median(pick('jsKb'))),
      'search KB': Math.round(worst(pick('searchKb'))),
      'LCP element': runs[0]?.lcpElement.slice(0, 30),
    };
  });
  console.log(
    `\n${variant}: Lighthouse ${'13.5'} mobile, /${values.language}, ${values.runs} runs per page (median / worst run); floor = scripts blocked`,
  );
  console.table(rows);

  // Where the JavaScript goes: each file (hash left out) and its KB as transferred, by page.
  const byFile = new Map();
  for (const [page, { runs }] of Object.entries(byPage)) {
    for (const script of runs[0]?.scripts ?? []) {
      const name = script.file
        .replace(/-[\w-]{8}\.js$/, '.js')
        .replace(/^\/mfe\/(\w+)\/assets\//, '$1: ');
      const row = byFile.get(name) ?? { file: name, 'KB (br)': script.kb.toFixed(1), pages: [] };
      row.pages.push(`/${page}`);
      byFile.set(name, row);
    }
  }
  console.log(`\n${variant}: JavaScript files as transferred (first run of each page)`);
  console.table(
    [...byFile.values()]
      .sort((a, b) => Number(b['KB (br)']) - Number(a['KB (br)']))
      .map((row) => ({
        ...row,
        pages: row.pages.length === variants[variant].pages.length ? 'all' : row.pages.join(' '),
      })),
  );
}

// The site search's index as built, per language: what opening search can load at most. Its
// files are compressed by Pagefind itself; the code (pagefind.js, its worker) as transferred.
async function searchIndexSizes() {
  const dir = path.join(defaultShellDir, 'pagefind');
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const size = async (file) => (await stat(path.join(dir, file))).size / 1024;
  const listed = async (folder) =>
    (await readdir(path.join(dir, folder))).map((file) => path.join(folder, file));
  const files = [
    ...(await listed('index')),
    ...(await listed('fragment')),
    ...(await readdir(dir)),
  ];
  const rows = [];
  for (const [language, index] of Object.entries(entry.languages)) {
    const own = (pattern) => files.filter((file) => pattern.test(file));
    const sum = async (list) => (await Promise.all(list.map(size))).reduce((a, b) => a + b, 0);
    const meta = await sum(own(new RegExp(`^pagefind\\.${index.hash}\\.pf_meta$`)));
    const words = await sum(own(new RegExp(`^index/${language}_`)));
    const fragments = await sum(own(new RegExp(`^fragment/${language}_`)));
    const wasm = await size(`wasm.${index.wasm ?? 'unknown'}.pagefind`);
    rows.push({
      language,
      pages: index.page_count,
      'words KB': words.toFixed(1),
      'excerpts KB': fragments.toFixed(1),
      'meta KB': meta.toFixed(1),
      'wasm KB': wasm.toFixed(1),
      'total KB': (meta + words + fragments + wasm).toFixed(1),
    });
  }
  const code = (await size('pagefind.js.br')) + (await size('pagefind-worker.js.br'));
  console.log(
    `\nSite search index per language (Pagefind, as served), plus ${code.toFixed(1)} KB of its code (br); a search loads the meta, the wasm, the word chunks its words fall in and one excerpt file per result shown:`,
  );
  console.table(rows);
}
await searchIndexSizes();
