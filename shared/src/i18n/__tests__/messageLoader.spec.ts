import { describe, expect, it } from 'vitest';
import { remoteMessages } from '../messageLoader';
import type { Messages } from '../messages';

const file = (words: Messages) => async () => ({ default: words });

const showcase = remoteMessages(
  'showcase',
  { './locales/en/showcase.json': file({ title: 'About us' }) },
  {
    '../content/pages/contact/en/words.json': file({ title: 'Contact' }),
    '../content/pages/contact/en/photo.jpg': file({}),
  },
);

describe('remoteMessages', () => {
  it('names the page words kept as content like locale files', () => {
    expect(Object.keys(showcase.files)).toEqual([
      './locales/en/showcase.json',
      './locales/en/contact.json',
    ]);
  });

  it('loads the namespace with the words of the shared parts', async () => {
    const bundles = await showcase.loadMessages('en');
    expect(bundles.showcase).toEqual({ title: 'About us' });
    expect(bundles.common).toHaveProperty('notFound');
  });

  it('loads a page’s words under its key, or at the namespace’s root', async () => {
    expect(await showcase.pageWords('contact', 'contact')('en')).toEqual({
      showcase: { contact: { title: 'Contact' } },
    });
    expect(await showcase.pageWords('contact')('en')).toEqual({ showcase: { title: 'Contact' } });
  });

  it('names the file a language lacks', async () => {
    await expect(showcase.pageWords('contact')('ru')).rejects.toThrow(
      'There is no locales/ru/contact.json',
    );
  });
});
