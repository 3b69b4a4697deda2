import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteI18n } from '@site/shared/i18n/createSiteI18n';
import type { MessageBundles } from '@site/shared/i18n/messages';
import trWords from '../words/tr';

// The loaders belong to the page; each test is a new page.
const freshPage = async () => {
  vi.resetModules();
  return import('../messageLoaders');
};

describe('loading the words of a language', () => {
  beforeEach(() => vi.resetModules());

  it('loads only the page language, once', async () => {
    const { loadMessagesOf } = await freshPage();
    const i18n = await createSiteI18n('ru');
    const loader = vi.fn(async (language: string) => ({ demo: { hello: `hello ${language}` } }));
    await loadMessagesOf(i18n, loader, 'ru');
    await loadMessagesOf(i18n, loader, 'ru');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['ru']);
    expect(i18n.getResource('ru', 'demo', 'hello')).toBe('hello ru');
  });

  it('loads en and tr once a key is missing, and then shows the English words', async () => {
    const { addMessageLoader, loadFallbackLanguages, loadMessagesOf } = await freshPage();
    const loader = vi.fn(async (language: string): Promise<MessageBundles> => ({
      demo: language === 'en' ? { only: 'English text' } : {},
    }));
    addMessageLoader(loader);
    let fallbacks: Promise<void> = Promise.resolve();
    const i18n = await createSiteI18n('az', {
      onMissingKey: () => {
        fallbacks = loadFallbackLanguages(i18n);
      },
    });
    await loadMessagesOf(i18n, loader, 'az');
    expect(i18n.t('only', { ns: 'demo' })).toBe('only');
    await fallbacks;
    expect(loader.mock.calls.map(([language]) => language).sort()).toEqual(['az', 'en', 'tr']);
    expect(i18n.t('only', { ns: 'demo' })).toBe('English text');
  });

  it('switches even when one remote cannot load its words', async () => {
    const { addMessageLoader, prepareLanguage } = await freshPage();
    const i18n = await createSiteI18n('az');
    addMessageLoader(async () => {
      throw new Error('offline');
    });
    await expect(prepareLanguage(i18n, 'tr')).resolves.toBeUndefined();
    expect(i18n.getResource('tr', 'shell', 'nav.home')).toBe(trWords.shell.nav.home);
  });
});
