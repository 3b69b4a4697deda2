import type { ParseKeys } from 'i18next';
import { describe, expectTypeOf, it } from 'vitest';

// A type test: `pnpm typecheck` fails when a key the code uses is not in the az words.
describe('the showcase words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    expectTypeOf<'projects.title'>().toExtend<ParseKeys<'showcase'>>();
    expectTypeOf<'projects.titel'>().not.toExtend<ParseKeys<'showcase'>>();
  });
});
