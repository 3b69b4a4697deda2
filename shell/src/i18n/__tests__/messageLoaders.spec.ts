import { describe, expect, it, vi } from 'vitest';
import type { MessageBundles } from '@site/shared';
import { createSiteI18n } from '@site/shared/i18n';
import { addMessageLoader, loadMessagesOf, prepareLanguage } from '../messageLoaders';

describe('loading the words of a language', () => {
  it('loads the page language and the fallbacks en and tr, once each', async () => {
    const i18n = await createSiteI18n('ru');
    const loader = vi.fn(async (language: string) => ({ demo: { hello: `hello ${language}` } }));
    await loadMessagesOf(i18n, loader, 'ru');
    await loadMessagesOf(i18n, loader, 'ru');
    expect(loader.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'ru', 'tr']);
    expect(i18n.getResource('ru', 'demo', 'hello')).toBe('hello ru');
  });

  it('falls back to en for a key missing in the page language', async () => {
    const i18n = await createSiteI18n('az');
    await loadMessagesOf(
      i18n,
      async (language): Promise<MessageBundles> => ({
        demo: language === 'en' ? { only: 'English text' } : {},
      }),
      'az',
    );
    expect(i18n.t('only', { ns: 'demo' })).toBe('English text');
  });

  it('switches even when one remote cannot load its words', async () => {
    const i18n = await createSiteI18n('az');
    addMessageLoader(async () => {
      throw new Error('offline');
    });
    await expect(prepareLanguage(i18n, 'tr')).resolves.toBeUndefined();
    expect(i18n.getResource('tr', 'shell', 'nav.home')).toBe('Ana sayfa');
  });
});
