// Starts nginx for the composed site with a configuration written into `dir`: the Node test
// suite, the benchmark and `pnpm serve:nginx` use it alike.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { defaultMounts, defaultShellDir } from '../../server/site-layout.js';
import { siteConfig } from './site-config.mjs';

export const nginxBinary = process.env.NGINX_PATH || '/usr/sbin/nginx';
const modules = '/usr/lib/nginx/modules';

/** A free port on the loopback interface. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether this machine has nginx and the two modules the site needs. */
export function nginxAvailable() {
  return (
    ['ngx_http_brotli_static_module.so', 'ngx_http_js_module.so'].every((module) =>
      existsSync(path.join(modules, module)),
    ) && existsSync(nginxBinary)
  );
}

/**
 * @param {{ dir: string; port?: number; shellDir?: string; mounts?: Record<string, string> }} options
 */
export async function startNginx({
  dir,
  port = 0,
  shellDir = defaultShellDir,
  mounts = defaultMounts,
}) {
  const listen = port || (await freePort());
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  await writeFile(
    path.join(dir, 'site.conf'),
    siteConfig({ port: `127.0.0.1:${listen}`, shellDir, mounts }),
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
  // Ready when the port answers.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited with ${nginx.exitCode}; see ${dir}/logs/error.log`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(listen, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (nginx.exitCode !== null) return resolve(undefined);
      nginx.once('exit', resolve);
      nginx.kill('SIGQUIT');
    });
  return { port: listen, stop, process: nginx };
}
