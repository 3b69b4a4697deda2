import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chosenEngines, siteOrigin } from './engines';
import { startProfileTemplate } from './firefoxProfile';
import { startEngineSite } from './site';

/**
 * Before the journeys: every chosen engine is installed (else the run stops with the line that
 * installs it), the built site is served with the probe, WebKit has a display (Xvfb), and
 * Firefox a profile started once, which each journey's browser copies (firefoxProfile.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const engines = chosenEngines();
  const missing = engines.filter((engine) => !engine.installed());
  if (missing.length > 0) {
    throw new Error(missing.map((engine) => engine.install).join('\n\n'));
  }
  if (!existsSync(new URL('../../shell/dist/index.html', import.meta.url))) {
    throw new Error('The site is not built: run `pnpm build` first.');
  }
  const removeProfile = engines.some((engine) => engine.name === 'firefox')
    ? await startProfileTemplate()
    : async () => {};
  const stopSite = await startEngineSite(Number(new URL(siteOrigin).port));

  let stopDisplay = () => {};
  if (engines.some((engine) => engine.name === 'webkit') && !process.env.DISPLAY) {
    // Xvfb picks a free display and writes its number on the descriptor it is given.
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const display = await new Promise<string>((resolve, reject) => {
      xvfb.stdout.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb could not start (exit ${code})`)));
    });
    process.env.DISPLAY = display;
    stopDisplay = () => void xvfb.kill();
  }
  return async () => {
    stopDisplay();
    await removeProfile();
    await stopSite();
  };
}
