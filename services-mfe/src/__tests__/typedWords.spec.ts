import type { ParseKeys } from 'i18next';
import { describe, expectTypeOf, it } from 'vitest';

// A type test: `pnpm typecheck` fails when a key the code uses is not in the az words.
describe('the services words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    expectTypeOf<'index.title'>().toExtend<ParseKeys<'services'>>();
    expectTypeOf<'index.titel'>().not.toExtend<ParseKeys<'services'>>();
  });
});
