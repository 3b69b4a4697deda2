// Browser tests run in Debian's Chromium, Firefox ESR and WebKitGTK (never a downloaded
// browser). Before any of them runs, say how to install whichever is missing.
import { browserEngines } from '@site/tooling/browsers/engines';

const missing = Object.values(browserEngines).filter((engine) => !engine.installed());
for (const engine of missing) console.error(`${engine.install}\n`);
process.exit(missing.length === 0 ? 0 : 1);
