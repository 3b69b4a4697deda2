// @ts-check
// `pnpm lint`, its steps side by side: ESLint over every package (lintWorkspace.js), Prettier,
// the paths named in docs and comments (tooling/docs/checkPaths.js) and the content files'
// layout (tooling/content/fileLayout.js). ESLint and Prettier each keep one core busy. A step's
// output is printed when it ends, under its name; exits 1 if any step failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../..');
const prettier = createRequire(path.join(workspace, 'package.json')).resolve(
  'prettier/bin/prettier.cjs',
);
const steps = [
  { name: 'ESLint', args: [path.join(import.meta.dirname, 'lintWorkspace.js')] },
  { name: 'Prettier', args: [prettier, '--check', '--log-level=warn', '.'] },
  {
    name: 'paths in docs and comments',
    args: [path.join(workspace, 'tooling/docs/checkPaths.js')],
  },
  {
    name: 'content files\u2019 layout',
    args: [path.join(workspace, 'tooling/content/fileLayout.js')],
  },
];

/** Runs one step in the workspace's root; resolves with its exit code and what it printed. */
const run = (/** @type {string[]} */ args) =>
  /** @type {Promise<{ code: number; output: string }>} */ (
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: workspace });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    })
  );

const outcomes = await Promise.all(
  steps.map(async (step) => {
    const { code, output } = await run(step.args);
    console.log(`${code === 0 ? '\u2713' : '\u2717'} ${step.name}`);
    if (output.trim()) console.log(output.trimEnd());
    return code;
  }),
);
if (outcomes.some((code) => code !== 0)) process.exitCode = 1;
