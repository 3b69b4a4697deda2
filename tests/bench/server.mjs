// pnpm bench:server: a bounded load on both servers of the composed site, loopback only:
// the Node server (`pnpm start`) and nginx (`pnpm serve:nginx`), each given a page, a JS
// chunk and an unknown address (404) with 100 connections for 10 s (--seconds, at most 30).
// Prints requests/s, p50/p99 latency and errors per case. Needs a build (pnpm build).
// `--faults` adds the fault run (serverFaults.mjs): the Node server under the same load while
// clients abort downloads and send headers slowly, with its open files and memory.
import { readdir } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createSiteServer, defaultShellDir } from '@site/server/siteServer';
import { nginxAvailable, startNginx } from '@site/deploy/nginx/startNginx';
import { faultRun } from './serverFaults.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    faults: { type: 'boolean' },
  },
});
const seconds = Math.min(30, Number(values.seconds));
const connections = Number(values.connections);

const chunk = (await readdir(path.join(defaultShellDir, 'assets'))).find((file) =>
  /^bootstrap-.*\.js$/.test(file),
);
const cases = [
  { name: 'page /en/products', path: '/en/products' },
  { name: `JS chunk ${chunk}`, path: `/assets/${chunk}` },
  { name: '404 /en/no-such-page', path: '/en/no-such-page' },
];

const servers = [];
const node = createSiteServer();
await new Promise((resolve) => node.listen(0, '127.0.0.1', resolve));
servers.push({
  name: 'Node (send)',
  origin: `http://127.0.0.1:${node.address().port}`,
  stop: () => node.close(),
});
if (nginxAvailable()) {
  const nginx = await startNginx({ dir: await mkdtemp(path.join(tmpdir(), 'bench-nginx-')) });
  servers.push({ name: 'nginx', origin: `http://127.0.0.1:${nginx.port}`, stop: nginx.stop });
} else {
  console.warn(
    'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-js): measuring Node only.',
  );
}

const rows = [];
try {
  for (const server of servers) {
    for (const load of cases) {
      const result = await autocannon({
        url: `${server.origin}${load.path}`,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      rows.push({
        server: server.name,
        case: load.name,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors:
          result.errors +
          result.timeouts +
          result.non2xx -
          (load.path.includes('no-such') ? result.non2xx : 0),
        statuses: Object.entries(result.statusCodeStats ?? {})
          .map(([code, { count }]) => `${code}×${count}`)
          .join(' '),
      });
      process.stderr.write(`${server.name} ${load.name}: ${rows.at(-1)['requests/s']} req/s\n`);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(
  `${connections} connections, ${seconds} s per case, loopback, Accept-Encoding: br, gzip`,
);
console.table(rows);
if (values.faults) console.table(await faultRun({ seconds, connections }));
