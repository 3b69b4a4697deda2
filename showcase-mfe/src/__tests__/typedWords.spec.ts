import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

describe('the showcase words', () => {
  it('are typed: a key that does not exist fails the type check', () => {
    const t = ((key: string) => key) as unknown as TFunction<'showcase'>;
    expect(t('projects.title')).toBe('projects.title');
    // @ts-expect-error: 'projects.titel' is not a key of the showcase words (pnpm typecheck fails).
    expect(t('projects.titel')).toBe('projects.titel');
  });
});
