// @ts-check
// `pnpm serve:nginx`: the composed site served by Debian's nginx (packages nginx,
// libnginx-mod-http-brotli-static, libnginx-mod-http-js) from the builds in this checkout, on a
// free port, with its configuration written into a temporary folder (no root needed beyond the
// packages being installed). PORT picks the port.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from './startNginx.js';

const dir = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
const {
  port,
  stop,
  process: nginx,
} = await startNginx({ dir, port: Number(process.env.PORT ?? 0) });
console.log(`Composed site on nginx: http://127.0.0.1:${port}/ (configuration in ${dir})`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void stop().then(() => process.exit(0)));
nginx.on('exit', (code) => process.exit(code ?? 0));
