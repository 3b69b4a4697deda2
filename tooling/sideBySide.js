// @ts-check
// Runs commands side by side on the two cores, for steps of `pnpm test` and `pnpm lint` that
// need not wait for each other. Each command's output is printed whole when it ends, under its
// name, so the steps' lines never interleave. Exits 1 if any command failed.
//   node tooling/sideBySide.js "pnpm test:unit" "pnpm check:browsers"
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const workspace = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {{ name: string; command: string }} Step a command for the shell, run in the
 *   workspace's root, and how its output is headed
 */

/** Runs one step; resolves with its exit code and everything it printed. */
const run = (/** @type {Step} */ step) =>
  /** @type {Promise<{ code: number; output: string }>} */ (
    new Promise((resolve) => {
      const child = spawn(step.command, { cwd: workspace, shell: true });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    })
  );

/**
 * Runs the steps at once and prints each one's output as it ends.
 * @param {Step[]} steps
 * @returns {Promise<boolean>} whether every step passed
 */
export async function runSideBySide(steps) {
  const codes = await Promise.all(
    steps.map(async (step) => {
      const started = performance.now();
      const { code, output } = await run(step);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '\u2713' : '\u2717'} ${step.name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      return code;
    }),
  );
  return codes.every((code) => code === 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const commands = process.argv.slice(2);
  const passed = await runSideBySide(commands.map((command) => ({ name: command, command })));
  if (!passed) process.exitCode = 1;
}
