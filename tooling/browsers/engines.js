// @ts-check
// The three browser engines the tests run in, all from Debian's archive (never a browser a test
// tool downloads): whether each is here, and what to install when it is not.
import { missingMessage, systemNeeds } from '../system/needs.js';

export { firefoxPath, hasLocale, webkitDriverPath } from '../system/needs.js';

const engine = (/** @type {import('../system/needs.js').SystemNeed[]} */ needs) => ({
  installed: () => needs.every((need) => need.present()),
  install: missingMessage(needs),
});

/** @type {Record<'chromium' | 'firefox' | 'webkit', { installed: () => boolean; install: string }>} */
export const browserEngines = {
  chromium: engine([systemNeeds.chromium]),
  firefox: engine([systemNeeds.firefox]),
  webkit: engine([systemNeeds.webkit, systemNeeds.locales]),
};
