import { describe, expect, it } from 'vitest';
import { inOneLanguage, oneLanguagePlugin } from '../content/oneLanguagePlugin.js';

const file = {
  projects: [
    {
      category: 'energy',
      title: { az: 'Qüllə', tr: 'Kule', en: 'Tower', ru: 'Башня' },
      photos: ['a.jpg'],
      // Not a text in every language: kept as it is.
      sizes: { en: '12 m', ru: '12 м' },
    },
  ],
};

describe('inOneLanguage', () => {
  it('keeps the text of one language where a content file has all four', () => {
    expect(inOneLanguage(file, 'ru')).toEqual({
      projects: [
        {
          category: 'energy',
          title: 'Башня',
          photos: ['a.jpg'],
          sizes: { en: '12 m', ru: '12 м' },
        },
      ],
    });
  });

  it('leaves the texts out for none, and keeps the rest', () => {
    expect(inOneLanguage(file, 'none')).toEqual({
      projects: [{ category: 'energy', photos: ['a.jpg'], sizes: { en: '12 m', ru: '12 м' } }],
    });
  });
});

describe('oneLanguagePlugin', () => {
  type Transform = (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => unknown;
  const transform = oneLanguagePlugin().transform as Transform;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('answers a content file asked for in one language, and leaves other imports alone', () => {
    const code = JSON.stringify(file);
    expect(transform.call(context, code, '/site/content/projects.json?language=az')).toEqual({
      code: `export default ${JSON.stringify(inOneLanguage(file, 'az'))};\n`,
      map: null,
      moduleType: 'js',
    });
    expect(transform.call(context, code, '/site/content/projects.json')).toBeNull();
  });

  it('refuses a language the site does not have', () => {
    expect(() =>
      transform.call(context, JSON.stringify(file), '/site/content/projects.json?language=de'),
    ).toThrow('no language "de"');
  });
});
