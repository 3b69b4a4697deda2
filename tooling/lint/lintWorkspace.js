// @ts-check
// The ESLint step of `pnpm lint`: every package's own eslint.config.js in one ESLint run from the
// workspace's root, each applied to its package's folder (`basePath`), as the package's own
// `pnpm --filter <package> lint` applies it. One run loads the plugins once: a run per package
// loaded them eleven times (38 s on two cores against 18 s on one, 2026-11-28).
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { checkedPackages, workspace } from '../workspacePackages.js';

/** The packages that have an eslint.config.js, and their configs, each bound to its folder. */
async function packageConfigs() {
  const linted = [];
  const configs = [];
  for (const name of checkedPackages) {
    const file = path.join(workspace, name, 'eslint.config.js');
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const { default: config } = await import(pathToFileURL(file).href);
    linted.push(name);
    configs.push(
      ...config.map((/** @type {object} */ block) => ({ ...block, basePath: name })),
      // typescript-eslint finds a package's folder from where its config was loaded; say it.
      {
        basePath: name,
        languageOptions: { parserOptions: { tsconfigRootDir: path.join(workspace, name) } },
      },
    );
  }
  return { linted, configs };
}

const { linted, configs } = await packageConfigs();
const eslint = new ESLint({ cwd: workspace, overrideConfigFile: true, overrideConfig: configs });
const results = await eslint.lintFiles(linted);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
if (results.some((result) => result.errorCount + result.warningCount > 0)) process.exitCode = 1;
