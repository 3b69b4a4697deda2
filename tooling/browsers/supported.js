// @ts-check
// What the site's supported browsers (the `browserslist` of the workspace's package.json) can
// run: es-check reads every script's syntax and built-ins, doiuse every stylesheet's features
// (both from the npm registry, both on caniuse's data). Each answer is one line per problem.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import browserslist from 'browserslist';
// @ts-expect-error: doiuse ships no types; it is a PostCSS plugin calling onFeatureUsage.
import doiuse from 'doiuse';
import postcss from 'postcss';
import { cssAllowed } from './cssAllowed.js';

const workspace = path.resolve(import.meta.dirname, '../..');

/** The workspace's browserslist as one query ("chrome >= 111, …"). */
export function supportedBrowsers() {
  const query = (browserslist.loadConfig({ path: workspace }) ?? []).join(', ');
  if (!query) throw new Error(`No browserslist in ${workspace}/package.json`);
  return query;
}

/**
 * Scripts (ES modules) that use syntax or built-ins a supported browser lacks.
 * @param {string[]} files
 * @param {string} query
 */
export function scriptProblems(files, query) {
  if (files.length === 0) return [];
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('es-check')),
    'cli/index.js',
  );
  const run = spawnSync(
    process.execPath,
    [cli, 'checkBrowser', ...files, '--module', '--checkFeatures', `--browserslistQuery=${query}`],
    { encoding: 'utf8' },
  );
  const output = run.stdout + run.stderr;
  const problems = [...output.matchAll(/erroring file: (.+)\n.*error: (?:Error: )?(.+)/g)].map(
    ([, file = '', error]) => `${path.relative(workspace, file)}: ${error}`,
  );
  return run.status !== 0 && problems.length === 0 ? [output.trim()] : problems;
}

/**
 * Stylesheets that use a feature a supported browser lacks, except those in `cssAllowed`.
 * @param {string[]} files
 * @param {string} query
 */
export async function styleProblems(files, query) {
  /** @type {string[]} */
  const problems = [];
  const check = postcss(
    doiuse({
      browsers: query.split(', '),
      ignore: Object.keys(cssAllowed),
      onFeatureUsage: (/** @type {{ message: string }} */ usage) => problems.push(usage.message),
    }),
  );
  for (const file of files) await check.process(await readFile(file, 'utf8'), { from: file });
  return problems.map((line) => line.replace(workspace + path.sep, ''));
}
