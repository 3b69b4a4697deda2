// Runs the Chromium suite (Playwright) and the journeys in Firefox and WebKit (Vitest) side by
// side: a browser test spends most of its time waiting on its page, so on two cores the two
// together take little more than the Chromium suite alone. Each one's lines are prefixed with
// its name; the run fails when either fails. Started by `pnpm test:browsers`, after the fixtures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const tests = path.resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name) => path.join(tests, 'node_modules/.bin', name);

/** Runs one suite, its output prefixed; resolves with its exit code. */
function run(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: tests,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const [chromium, engines] = await Promise.all([
  run('chromium', bin('playwright'), ['test']),
  run('engines', bin('vitest'), ['run', '--config', 'engines/vitest.config.ts']),
]);
console.log(`Chromium suite exited ${chromium}, Firefox and WebKit journeys exited ${engines}.`);
process.exit(chromium || engines);
