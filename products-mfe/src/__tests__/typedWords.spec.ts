import type { ParseKeys } from 'i18next';
import { describe, expectTypeOf, it } from 'vitest';

// A type test: `pnpm typecheck` fails when a key the code uses is not in the az words.
describe('the products words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    expectTypeOf<'catalog.title'>().toExtend<ParseKeys<'products'>>();
    expectTypeOf<'catalog.titel'>().not.toExtend<ParseKeys<'products'>>();
  });
});
