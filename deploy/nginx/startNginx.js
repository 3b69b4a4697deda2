// @ts-check
// Starts nginx for the composed site with a configuration written into `dir`: the Node test
// suite, the benchmark and `pnpm serve:nginx` use it alike.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, untilAnswering } from '@site/server/loopback';
import { defaultMounts, defaultShellDir } from '@site/server/siteLayout';
import {
  nginxModules as modules,
  nginxPath as nginxBinary,
  systemNeeds,
} from '@site/tooling/system/needs';
import { nginxConfig, releaseNginxConfig } from './nginxConfig.js';

/** Whether this machine has nginx and the two modules the site needs. */
export const nginxAvailable = () => systemNeeds.nginx.present();

/**
 * @param {{
 *   dir: string;
 *   port?: number;
 *   shellDir?: string;
 *   mounts?: Record<string, string>;
 *   release?: { root: string; origin: string };
 *   tls?: { certificate: string; key: string };
 *   reportTo?: string;
 *   adminHost?: string;
 * }} options `release`: serve a release target instead of a workspace build; `tls`: HTTPS on
 *   `port`, and plain http on `httpPort` sending visitors over; `reportTo`: the policy's reports;
 *   `adminHost`: the content editor on that host name only
 */
export async function startNginx({
  dir,
  port = 0,
  shellDir = defaultShellDir,
  mounts = defaultMounts,
  release,
  tls,
  reportTo,
  adminHost,
}) {
  const listen = port || (await freePort());
  const httpPort = tls ? await freePort() : undefined;
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  const address = `127.0.0.1:${listen}`;
  const options = {
    port: address,
    reportTo,
    tls: tls && { ...tls, httpListen: `127.0.0.1:${httpPort}` },
  };
  await writeFile(
    path.join(dir, 'site.conf'),
    release
      ? releaseNginxConfig({ ...options, ...release })
      : nginxConfig({ ...options, shellDir, mounts, adminHost }),
  );
  const root = process.getuid?.() === 0;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `load_module ${modules}/ngx_http_brotli_static_module.so;
load_module ${modules}/ngx_http_js_module.so;
${root ? 'user root root;\n' : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 10000;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(
    nginxBinary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // Ready when the port answers, however long a slow machine takes; a failed start says so.
  await untilAnswering(listen, nginx, `nginx exited; see ${dir}/logs/error.log`);
  const stop = () =>
    new Promise((resolve) => {
      if (nginx.exitCode !== null) return resolve(undefined);
      nginx.once('exit', resolve);
      nginx.kill('SIGQUIT');
    });
  return { port: listen, httpPort, stop, process: nginx };
}
