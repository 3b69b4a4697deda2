// pnpm bench: Lighthouse (mobile profile) on seven pages, three runs each, for two variants of
// the same build served side by side: "html" (prerendered pages, as deployed) and "client" (the
// bare index.html for every page, as before prerendering). Prints medians; reports go to
// tests/.bench/ (ignored by git). Options: --runs N, --language xx, --variants html,client,
// --pages /,/contact, --before DIR (adds a third variant: the build of another checkout).
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { createSiteServer } from '@site/shared/build/site-server';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const reports = path.resolve(here, '../.bench');
const lighthouseBin = path.resolve(here, '../node_modules/.bin/lighthouse');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    language: { type: 'string', default: 'en' },
    variants: { type: 'string', default: 'html,client' },
    pages: { type: 'string' },
    before: { type: 'string' },
  },
});
const pages = values.pages?.split(',').map((page) => page.replace(/^\//, '')) ?? [
  '',
  'services',
  'services/metal-construction',
  'products',
  'products/cnc-laser/single-platform',
  'projects',
  'contact',
];
const variants = [...values.variants.split(','), ...(values.before ? ['before'] : [])];
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

async function serve(variant) {
  // "before": another checkout's build (--before DIR), served the same way, for a before/after table.
  const dir = variant === 'before' ? path.resolve(values.before) : undefined;
  const server = createSiteServer(
    dir
      ? {
          shellDir: path.join(dir, 'shell/dist'),
          mounts: Object.fromEntries(
            ['services', 'products', 'showcase'].map((name) => [
              `/mfe/${name}/`,
              path.join(dir, `${name}-mfe/dist`),
            ]),
          ),
        }
      : { prerendered: variant === 'html' },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

async function lighthouse(url, output) {
  await run(
    lighthouseBin,
    [url, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${output}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const interactive = report.audits.interactive?.numericValue ?? Infinity;
  const scripts = requests.filter(
    (request) =>
      request.resourceType === 'Script' &&
      (request.networkEndTime ?? request.endTime ?? 0) <= interactive,
  );
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
    requests: requests.length,
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await mkdir(reports, { recursive: true });
const servers = Object.fromEntries(
  await Promise.all(variants.map(async (variant) => [variant, await serve(variant)])),
);
const results = {};
try {
  for (let round = 1; round <= Number(values.runs); round += 1) {
    for (const page of pages) {
      // Variants take turns, so machine noise falls on both alike.
      for (const variant of variants) {
        const url = `${servers[variant].origin}/${values.language}${page ? `/${page}` : ''}`;
        const file = path.join(
          reports,
          `${variant}-${page.replaceAll('/', '_') || 'home'}-${round}.json`,
        );
        const result = await lighthouse(url, file);
        (results[`${variant} /${page}`] ??= []).push(result);
        process.stderr.write(
          `${variant} /${values.language}/${page} run ${round}: ${result.score}\n`,
        );
      }
    }
  }
} finally {
  Object.values(servers).forEach(({ server }) => server.close());
}

const rows = Object.entries(results).map(([name, runs]) => {
  const m = (key) => median(runs.map((result) => result[key]));
  return {
    page: name,
    score: m('score'),
    'FCP s': (m('fcp') / 1000).toFixed(2),
    'LCP s': (m('lcp') / 1000).toFixed(2),
    'TBT ms': Math.round(m('tbt')),
    CLS: m('cls').toFixed(3),
    KB: Math.round(m('kb')),
    requests: m('requests'),
    'JS gzip KB': Math.round(m('jsKb')),
  };
});
console.log(`Lighthouse mobile, /${values.language}, median of ${values.runs} runs`);
console.table(rows.sort((a, b) => a.page.localeCompare(b.page)));
