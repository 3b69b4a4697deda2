import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../loadOnce';

describe('loadOnce', () => {
  it('loads a key once and gives every caller the same answer', async () => {
    const load = vi.fn(async (language: string) => `words in ${language}`);
    const words = loadOnce(load);
    const [first, second] = await Promise.all([words('az'), words('az')]);
    expect([first, second, await words('az')]).toEqual(Array(3).fill('words in az'));
    expect(await words('ru')).toBe('words in ru');
    expect(load.mock.calls).toEqual([['az'], ['ru']]);
  });

  it('forgets a load that failed, so Retry loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('remotes.json');
    const config = loadOnce(load);
    await expect(config()).rejects.toThrow('offline');
    await expect(config()).resolves.toBe('remotes.json');
    await config();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after forget', async () => {
    const load = vi.fn(async () => 'sections');
    const sections = loadOnce(load);
    await sections();
    sections.forget();
    await sections();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats keys with one id as one load, and forgets them by that id', async () => {
    const load = vi.fn(async ({ language }: { language: string; page: string }) => language);
    const sections = loadOnce(load, ({ language }) => language);
    await sections({ language: 'az', page: 'products' });
    await sections({ language: 'az', page: 'services' });
    sections.forget({ language: 'az', page: 'about' });
    await sections({ language: 'az', page: 'contact' });
    expect(load.mock.calls.map(([key]) => key.page)).toEqual(['products', 'contact']);
  });
});
