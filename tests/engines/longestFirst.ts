import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys that take longest, longest first (in the CI runs of 2026-11-28: the page types
 * and the catalogue 35–52 s each, the menus 24–38 s, the buyer's lists 26–28 s, the pictures and
 * the contact form 21–24 s; docs/measurements.md). Two files run at once; a long one started
 * last kept one core busy alone for the last 20–40 s. Vitest's own order (on a machine that ran
 * them before, longest first too) comes after these.
 */
const longest = ['pageTypes', 'catalogue', 'menus', 'buyerLists', 'pictures', 'contact'];

const rank = (file: TestSpecification) => {
  const index = longest.findIndex((name) => file.moduleId.endsWith(`/${name}.journey.ts`));
  return index < 0 ? longest.length : index;
};

/** Vitest's order, with the journeys known to be longest moved to the front. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
