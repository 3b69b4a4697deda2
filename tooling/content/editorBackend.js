// @ts-check
// Whether the content editor can sign staff in on the company's site: the git backend in
// cms/backend.json (Decap CMS's `backend`), for `pnpm content:report`. On a laptop `pnpm cms`
// uses decap-server whatever it says; on the site, a backend that cannot work leaves staff at a
// sign-in that never succeeds (the rules: server/editorBackend.js).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { editorSignInProblems } from '@site/server/editorBackend';

/**
 * The backend of the workspace (`cms/backend.json`) and what keeps it from signing in.
 * @param {string} workspace
 */
export async function editorBackendProblems(workspace) {
  const file = path.join(workspace, 'cms/backend.json');
  try {
    return editorSignInProblems(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    return [`cms/backend.json: ${/** @type {Error} */ (error).message}`];
  }
}
