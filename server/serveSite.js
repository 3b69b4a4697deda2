// @ts-check
// `pnpm serve [--root <folder>]`: the composed site on HOST:PORT (default 127.0.0.1:4173). The
// workspace's last build by default; `--root` a release target (deploy/release/), or a folder of
// builds laid out as the workspace's (`<root>/<app>/dist`, as SITE_BUILD_DIR makes them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cspReportAddress } from './headers.js';
import { isReleaseTarget } from './releaseLayout.js';
import { createReleaseServer } from './releaseServer.js';
import { siteLayout } from './siteLayout.js';
import { createSiteServer } from './siteServer.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { root: { type: 'string' } },
});
// SITE_CSP_REPORTS, where browsers report what the policy blocked: a wrong one stops here.
cspReportAddress();
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const root = values.root ? path.resolve(values.root) : undefined;

/** The site's public address, for the sitemap index of a release target. */
const siteOrigin = () =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../shared/content/company.json'), 'utf8'),
  ).siteOrigin;

const server =
  root && isReleaseTarget(root)
    ? createReleaseServer({ root, origin: siteOrigin() })
    : createSiteServer(root ? siteLayout(root) : {});

server.listen(port, host, () => {
  console.log(`Composed site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
