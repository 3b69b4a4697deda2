// @ts-check
// The content editor on a laptop, against this working tree:
//   pnpm cms
// Builds the editor, starts decap-server (Decap CMS's local backend: a save writes the files of
// this working tree, nothing is committed or pushed) and serves the site with the editor at
// http://localhost:4173/admin/. After each save the site is built again, so the editor's
// "View Live" opens the page as a visitor sees it after the next build. Review the changes
// with `git diff`, then commit.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createSiteServer, defaultShellDir } from '@site/server/siteServer';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { buildEditor } from './build.js';
import { startLocalBackend } from './localBackend.js';
import { rebuildOnChange } from './rebuildOnChange.js';

const workspace = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);

const siteUrl = `http://localhost:${port}`;
await buildEditor({ siteUrl });
const backend = await startLocalBackend({ root: workspace, origin: siteUrl }).catch(
  (/** @type {Error} */ error) => {
    console.error(error.message);
    process.exit(1);
  },
);
backend.on('exit', () => process.exit(1));
const stop = () => {
  backend.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The whole site, as `pnpm build` makes it, with the editor's "View Live" kept on this server. */
function buildSite() {
  const started = performance.now();
  console.log('Content changed: building the site for the preview…');
  return new Promise((resolve) => {
    const build = spawn('pnpm', ['build'], {
      cwd: workspace,
      env: { ...process.env, CMS_SITE_URL: siteUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        code === 0
          ? `Preview ready in ${seconds} s: ${siteUrl}/`
          : `The build stopped (see above); the preview shows the last good build.`,
      );
      resolve(code);
    });
  });
}

rebuildOnChange({
  folders: contentFolders.map((folder) => path.join(workspace, folder)),
  build: buildSite,
});
// A fresh clone has no build yet: make one, so the preview has pages from the start.
if (!existsSync(path.join(defaultShellDir, 'index.html'))) void buildSite();

// Only here may the editor reach decap-server: its policy names localhost:8081.
createSiteServer({ localEditor: true }).listen(port, '127.0.0.1', () => {
  console.log(`Content editor: ${siteUrl}/admin/ (saves write to ${workspace})`);
  console.log(`The site, built again after each save: ${siteUrl}/`);
});
