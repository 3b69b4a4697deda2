// @ts-check
// The last step of `pnpm lint`: every repository path a Markdown file or a code comment names
// must exist, so a moved or deleted file cannot leave docs and comments pointing at nothing.
//   node tooling/docs/checkPaths.js
// Not checked: build outputs and whatever else git ignores, globs and placeholders (`*`,
// `{lng}`, `<app>`, `...`), addresses (`/en/products`, `https:`), fenced code blocks.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path/posix';
import { pathToFileURL } from 'node:url';
import { commentPaths, markdownPaths } from './pathWords.js';

/** @typedef {import('./pathWords.js').PathMention} PathMention */
/** @typedef {PathMention & { file: string }} StalePath */

const codeFile = /\.(?:c?js|mjs|mts|tsx?|jsx)$/;

/**
 * Files the build and the release commands write, which code names by their name alone
 * (`remoteEntry.js`, a release's `release.json`); they exist only in a build or on a target.
 */
export const builtFiles = [
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'sw.js',
  'sections.json',
  'redirects.json',
  'inline-hashes.json',
  'pagefind.js',
  'pagefind-entry.json',
  'config.yml',
  'key-orders.js',
  'release.json',
  'files.json',
  'summary.json',
  'releases.jsonl',
  'sitemap.xml',
];

/** The packages a `package.json` depends on: a name such as `ssim.js` may be one of them. */
const dependencies = (/** @type {string} */ text) => {
  const manifest = JSON.parse(text);
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

/**
 * The paths named in `files` that do not exist among them.
 * @param {{
 *   files: string[];
 *   read: (file: string) => string;
 *   ignored?: (path: string) => boolean;
 * }} repository `files` from the root, `ignored` true for a path git ignores (a build output)
 * @returns {StalePath[]}
 */
export function stalePaths({ files, read, ignored = () => false }) {
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const names = new Set([
    ...files.map((file) => path.basename(file)),
    ...builtFiles,
    ...files
      .filter((file) => file.endsWith('package.json'))
      .flatMap((file) => dependencies(read(file))),
  ]);
  /** @param {PathMention} mention */
  const exists = ({ path: named, name }) => {
    if (name) return names.has(name);
    if (!named || named.startsWith('..')) return false;
    const trimmed = named.replace(/\/$/, '');
    if (folders.has(trimmed) || (known.has(trimmed) && !named.endsWith('/'))) return true;
    return ignored(trimmed) || ignored(`${trimmed}/`);
  };
  return files.flatMap((file) => {
    const mentions = file.endsWith('.md')
      ? markdownPaths(file, read(file), folders)
      : codeFile.test(file)
        ? commentPaths(file, read(file), folders)
        : [];
    return mentions.filter((mention) => !exists(mention)).map((mention) => ({ file, ...mention }));
  });
}

/** One line per stale path: file, line and what it names. */
export const staleLine = (/** @type {StalePath} */ { file, line, written, path: named, name }) =>
  name
    ? `${file}:${line}: no file named ${name} in the repository${name !== written ? ` (${written})` : ''}`
    : `${file}:${line}: ${written} does not exist${named !== written ? ` (${named})` : ''}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '../..');
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  // What git keeps: tracked files and new ones it does not ignore, as they are on disk.
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .stdout.split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  const stale = stalePaths({
    files,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    ignored: (named) => git('check-ignore', '-q', '--no-index', '--', named).status === 0,
  });
  for (const found of stale) console.error(staleLine(found));
  if (stale.length > 0) {
    console.error(`${stale.length} paths in docs and comments name nothing in the repository.`);
    process.exit(1);
  }
  console.log(`Paths in docs and comments: ${files.length} files read, none stale.`);
}
