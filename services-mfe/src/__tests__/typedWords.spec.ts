import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

describe('the services words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    const t = ((key: string) => key) as unknown as TFunction<'services'>;
    expect(t('index.title')).toBe('index.title');
    // @ts-expect-error: 'index.titel' is not a key of the services words (pnpm typecheck fails).
    expect(t('index.titel')).toBe('index.titel');
  });
});
