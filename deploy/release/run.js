// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';

export const workspace = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a command of the workspace; resolves with what it printed on stdout, rejects with the
 * last lines it printed (where a failed build names its file).
 * @param {string[]} command
 * @param {{ env?: Record<string, string>; quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
export function run([program = '', ...args], { env = {}, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: workspace,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let said = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      said += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      said += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(out);
      const tail = said.trim().split('\n').slice(-25).join('\n');
      reject(new Error(`${[program, ...args].join(' ')} failed:\n${tail}`));
    });
  });
}
