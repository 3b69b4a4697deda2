import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

describe('the shell words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    const t = ((key: string) => key) as unknown as TFunction<'shell'>;
    expect(t('home.hero.title')).toBe('home.hero.title');
    // @ts-expect-error: 'home.hero.titel' is not a key of the shell words (pnpm typecheck fails).
    expect(t('home.hero.titel')).toBe('home.hero.titel');
  });
});
