import { spawn } from 'node:child_process';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../..');

export interface CommandResult {
  code: number | null;
  output: string;
}

/**
 * Runs a release command (`release products --to ...`) as a team would, and what it said. At low
 * priority: the other Playwright worker's tests keep the processor they need.
 */
export function releaseCommand(args: string[], env: Record<string, string> = {}) {
  return new Promise<CommandResult>((resolve) => {
    const child = spawn('nice', ['-n', '15', 'node', 'deploy/release/cli.js', ...args], {
      cwd: workspace,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}
