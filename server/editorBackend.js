// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gitHostOrigin } from './headers.js';

/** What `cms/build.js` writes beside the editor: the git backend it was built for. */
export const editorBackendFile = 'backend.json';

/**
 * The git backend of a built editor (`<editorDir>/backend.json`), which its policy names; none
 * when the editor is not built or the file is unreadable.
 * @param {string} editorDir
 * @param {string} [file] another file name in that folder
 * @returns {import('./headers.js').EditorBackend}
 */
export function readEditorBackend(editorDir, file = editorBackendFile) {
  try {
    return JSON.parse(readFileSync(path.join(editorDir, file), 'utf8'));
  } catch {
    return {};
  }
}

/** The git hosts the editor's policy can name (server/headers.js); Gitea needs `api_root`. */
const knownHosts = ['github', 'gitlab', 'gitea'];

/**
 * What keeps the editor from signing anyone in on the site, one line per field; none when it can.
 * @param {import('@site/server/headers').EditorBackend} backend
 * @returns {string[]}
 */
export function editorSignInProblems(backend) {
  /** @type {string[]} */
  const problems = [];
  if (!backend.name || !knownHosts.includes(backend.name)) {
    problems.push(
      `name: "${backend.name ?? ''}" is not a git host the editor signs in to (github, gitlab, gitea)`,
    );
  }
  if (!backend.repo || !/^[\w.-]+\/[\w./-]+$/.test(backend.repo)) {
    problems.push('repo: no repository named (owner/name)');
  } else if (/example/i.test(backend.repo)) {
    problems.push(`repo: "${backend.repo}" is a placeholder, not the company's repository`);
  }
  // A self-hosted site signs in to GitHub through an OAuth server of its own (Decap's docs:
  // "External OAuth clients"); without one the GitHub sign-in window has nowhere to return.
  if (backend.name === 'github' && !backend.base_url) {
    problems.push('base_url: GitHub needs the address of the OAuth server the site runs');
  }
  if (backend.name && knownHosts.includes(backend.name) && !gitHostOrigin(backend)) {
    problems.push(
      `api_root: "${backend.api_root ?? ''}" is not an https address of the git host's API`,
    );
  }
  return problems;
}
