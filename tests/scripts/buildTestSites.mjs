// The sites the Chromium suite tests beside the main build (`pnpm build`), made side by side:
// the site with staff's edited words and photos (buildEditedSite.mjs), the products remote
// built against a newer shared/ (buildSkewedRemote.mjs) and the showcase remote with one more
// page (buildRemoteWithNewPage.mjs). Each writes its own folder below tests/.fixtures; a build
// often waits on one core, so side by side they use the machine. Fails if any of them fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const scripts = ['buildEditedSite.mjs', 'buildSkewedRemote.mjs', 'buildRemoteWithNewPage.mjs'];

/** Runs one script; resolves with its exit code, its output going to this one's. */
const run = (/** @type {string} */ script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, script)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_script, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`Not built: ${failed.join(', ')}`);
  process.exit(1);
}
