import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

describe('the products words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    const t = ((key: string) => key) as unknown as TFunction<'products'>;
    expect(t('catalog.title')).toBe('catalog.title');
    // @ts-expect-error: 'catalog.titel' is not a key of the products words (pnpm typecheck fails).
    expect(t('catalog.titel')).toBe('catalog.titel');
  });
});
