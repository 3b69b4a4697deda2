// @ts-check
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '@site/server/loopback';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { startBackendGuard } from './backendGuard.js';

/** Where the editor looks for its local backend (config.yml: `local_backend: true`). */
export const localBackendPort = 8081;

/** The folder the backend listening on the port edits, if one answers. */
async function servedFolder() {
  try {
    const answer = await fetch(`http://127.0.0.1:${localBackendPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return /** @type {{ repo?: string }} */ (await answer.json()).repo;
  } catch {
    return undefined;
  }
}

/**
 * Starts decap-server, Decap CMS's local backend, on `root`: a save in the editor writes the
 * files there (`MODE=fs`: nothing is committed). It listens on a loopback port of its own,
 * answering only `origin` (the editor's page, `ORIGIN`); the editor reaches it through the
 * guard on `localBackendPort` (backendGuard.js), which passes only requests to this machine by
 * name, from `origin`, about files in the content folders. Resolves once it answers for `root`;
 * rejects with the reason when it cannot (most often: the port is taken by another one).
 * @param {{ root: string; origin: string; quiet?: boolean }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startLocalBackend({ root, origin, quiet = false }) {
  const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  const upstreamPort = await freePort();
  const guard = await startBackendGuard({
    port: localBackendPort,
    upstreamPort,
    origins: [origin],
    folders: contentFolders,
  }).catch((/** @type {Error} */ error) => {
    throw new Error(
      `The editor's backend cannot listen on port ${localBackendPort} (${error.message}); is another \`pnpm cms\` running?`,
    );
  });
  const backend = spawn(process.execPath, [decapServer], {
    env: {
      ...process.env,
      PORT: String(upstreamPort),
      BIND_HOST: '127.0.0.1',
      ORIGIN: origin,
      GIT_REPO_DIRECTORY: root,
      MODE: 'fs',
      LOG_LEVEL: quiet ? 'warn' : 'info',
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  /** @type {number | null | undefined} */
  let exit;
  backend.on('exit', (code) => {
    exit = code;
    guard.close();
  });
  // However long a slow machine takes to start it; it is given up only when it has exited, or
  // after two minutes with nothing answering.
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (exit !== undefined) break;
    if ((await servedFolder()) === path.basename(root)) return backend;
    await delay(100);
  }
  backend.kill();
  throw new Error(
    `decap-server did not start (exit ${exit ?? 'none'}); is port ${localBackendPort} already in use?`,
  );
}
