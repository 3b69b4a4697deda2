import type { ParseKeys } from 'i18next';
import { describe, expectTypeOf, it } from 'vitest';

// A type test: `pnpm typecheck` fails when a key the code uses is not in the az words.
describe('the common words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    expectTypeOf<'notFound.title'>().toExtend<ParseKeys<'common'>>();
    expectTypeOf<'notFound.titel'>().not.toExtend<ParseKeys<'common'>>();
  });
});
