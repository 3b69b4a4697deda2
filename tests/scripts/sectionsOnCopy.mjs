// Builds some sections of the site again onto a copy of the site just built, as a team releases
// its section: the shell's pages and every other section's stay as they are, and the prerender
// writes the rebuilt sections' pages. The photo site and the edited-content site are made so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
const apps = ['shell', 'services-mfe', 'products-mfe', 'showcase-mfe', 'cms'];

/**
 * @param {{ site: string; sections: string[]; env: Record<string, string> }} options
 *   `site` the folder to build into (`SITE_BUILD_DIR`), `sections` the apps to build again,
 *   `env` what they are built with (`SITE_PHOTOS`, `SITE_CONTENT`)
 */
export async function buildSectionsOnCopy({ site, sections, env }) {
  await rm(site, { recursive: true, force: true });
  for (const app of apps.filter((name) => !sections.includes(name))) {
    const built = path.join(workspace, app, 'dist');
    if (!existsSync(built)) {
      throw new Error(`${path.relative(workspace, built)} is missing: run \`pnpm build\` first.`);
    }
    // With their times, so the compressed copies stay newer than their files and the
    // precompress after the rebuild redoes only what changed (235 of 259 files otherwise).
    await cp(built, path.join(site, app, 'dist'), { recursive: true, preserveTimestamps: true });
  }
  const run = (/** @type {string[]} */ command) => {
    const done = spawnSync(command[0] ?? '', command.slice(1), {
      cwd: workspace,
      env: { ...process.env, ...env, SITE_BUILD_DIR: site },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (done.status !== 0) throw new Error(`${command.join(' ')} exited with ${done.status}`);
  };
  run(['node', 'tooling/content/checkContent.js']);
  run(['pnpm', ...sections.flatMap((app) => ['--filter', app]), 'build']);
  for (const app of sections) run(['node', 'tooling/prerender/prerender.js', '--section', app]);
  run(['node', 'tooling/prerender/precompress.js']);
}
