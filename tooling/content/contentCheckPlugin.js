// @ts-check
import { checkContent, notReadyMessage } from './checkContent.js';

/**
 * Stops an app's build when a content file does not match its schema, with one line per
 * problem (file, field, language): nothing wrong reaches a visitor half-rendered, whichever
 * team builds.
 * @returns {import('vite').Plugin}
 */
export function contentCheckPlugin() {
  return {
    name: 'site-content-check',
    apply: 'build',
    async buildStart() {
      const problems = await checkContent();
      if (problems.length > 0) {
        this.error(notReadyMessage(problems));
      }
    },
  };
}
