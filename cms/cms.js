// @ts-check
// The content editor on a laptop, against this working tree:
//   pnpm cms
// Builds the editor, starts decap-server (Decap CMS's local backend: a save writes the files of
// this working tree, nothing is committed or pushed) and serves the site's last build with the
// editor at http://localhost:4173/admin/. Review the changes with `git diff`, run `pnpm build`
// to see them on the site, then commit.
import path from 'node:path';
import { createSiteServer } from '@site/server/site-server';
import { buildEditor } from './build.js';
import { startLocalBackend } from './localBackend.js';

const workspace = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);

await buildEditor();
const backend = await startLocalBackend({ root: workspace }).catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});
backend.on('exit', () => process.exit(1));
const stop = () => {
  backend.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

createSiteServer().listen(port, '127.0.0.1', () => {
  console.log(`Content editor: http://localhost:${port}/admin/ (saves write to ${workspace})`);
  console.log(`The site (its last build): http://localhost:${port}/`);
});
