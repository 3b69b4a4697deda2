// @ts-check
// Starts Varnish as the site's CDN edge in front of an origin (the tests' nginx), in a folder of
// its own: its VCL and its working files.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, untilAnswering } from '@site/server/loopback';
import { varnishPath } from '@site/tooling/system/needs';
import { edgeVcl } from './edge.vcl.js';

/**
 * @param {{ origin: { host?: string; port: number } }} options
 * @returns {Promise<{ port: number; stop: () => Promise<unknown> }>}
 */
export async function startVarnish({ origin }) {
  const port = await freePort();
  // Varnish drops to its own user: its VCL and the folders above it must be readable by it, so
  // its folder sits in the system's temporary folder, not in one made private (mkdtemp's 700).
  const dir = await mkdtemp(path.join(tmpdir(), 'site-edge-'));
  await chmod(dir, 0o755);
  const vcl = path.join(dir, 'edge.vcl');
  await writeFile(vcl, edgeVcl({ host: origin.host ?? '127.0.0.1', port: origin.port }));
  await chmod(vcl, 0o644);
  const varnish = spawn(
    varnishPath,
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl,
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,64m',
      '-p',
      'default_grace=0',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await untilAnswering(port, varnish, 'varnishd exited');
  const stop = async () => {
    if (varnish.exitCode === null) {
      await new Promise((resolve) => {
        varnish.once('exit', resolve);
        varnish.kill('SIGTERM');
      });
    }
    await rm(dir, { recursive: true, force: true });
  };
  return { port, stop };
}
