import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

describe('the common words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    const t = ((key: string) => key) as unknown as TFunction<'common'>;
    expect(t('notFound.title')).toBe('notFound.title');
    // @ts-expect-error: 'notFound.titel' is not a key of the common words (pnpm typecheck fails).
    expect(t('notFound.titel')).toBe('notFound.titel');
  });
});
