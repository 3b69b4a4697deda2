// @ts-check
// `pnpm serve:nginx [--root <folder>]`: the composed site served by Debian's nginx (packages
// nginx, libnginx-mod-http-brotli-static, libnginx-mod-http-js) on a free port (PORT picks one),
// its configuration written into a temporary folder: the last build of this checkout, or with
// `--root` a release target (deploy/release/) or a folder of builds (`<root>/<app>/dist`).
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isReleaseTarget } from '@site/server/releaseLayout';
import { siteLayout } from '@site/server/siteLayout';
import { startNginx } from './startNginx.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { root: { type: 'string' } },
});
const root = values.root ? path.resolve(values.root) : undefined;
const origin = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shared/content/company.json'), 'utf8'),
).siteOrigin;

const dir = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
const {
  port,
  stop,
  process: nginx,
} = await startNginx({
  dir,
  port: Number(process.env.PORT ?? 0),
  ...(root && isReleaseTarget(root) ? { release: { root, origin } } : root ? siteLayout(root) : {}),
});
console.log(`Composed site on nginx: http://127.0.0.1:${port}/ (configuration in ${dir})`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void stop().then(() => process.exit(0)));
nginx.on('exit', (code) => process.exit(code ?? 0));
