import { describe, expect, it } from 'vitest';
import { sitePath, splitLanguage, switchLanguage, withLanguage } from '../sitePath';

describe('sitePath', () => {
  it('puts the language first', () => {
    expect(sitePath('en', 'products/cnc-laser/single-platform')).toBe(
      '/en/products/cnc-laser/single-platform',
    );
  });

  it('builds the home page of a language', () => {
    expect(sitePath('az')).toBe('/az');
    expect(sitePath('ru', '/')).toBe('/ru');
  });

  it('tolerates stray slashes', () => {
    expect(sitePath('tr', '/services/')).toBe('/tr/services');
  });
});

describe('splitLanguage', () => {
  it('separates the language from the path', () => {
    expect(splitLanguage('/ru/products/cnc-laser')).toEqual({
      language: 'ru',
      path: 'products/cnc-laser',
    });
  });

  it('reports no language for an unprefixed path', () => {
    expect(splitLanguage('/products')).toEqual({ path: 'products' });
  });
});

describe('withLanguage', () => {
  it('prefixes the spec paths', () => {
    expect(withLanguage('/', 'az')).toBe('/az');
    expect(withLanguage('/products/cnc-laser', 'en')).toBe('/en/products/cnc-laser');
  });

  it('keeps a valid prefix', () => {
    expect(withLanguage('/tr/about', 'en')).toBe('/tr/about');
  });

  it('turns a regional prefix into the site language', () => {
    expect(withLanguage('/ru-RU/about', 'az')).toBe('/ru/about');
  });

  it('replaces an unknown language prefix with the chosen one', () => {
    expect(withLanguage('/xx/about', 'en')).toBe('/en/about');
    expect(withLanguage('/de/products', 'az')).toBe('/az/products');
  });
});

describe('switchLanguage', () => {
  it('opens the same page in another language, keeping query and hash', () => {
    expect(
      switchLanguage({ pathname: '/az/projects', search: '?category=energy', hash: '#top' }, 'ru'),
    ).toBe('/ru/projects?category=energy#top');
  });

  it('switches the home page', () => {
    expect(switchLanguage({ pathname: '/az' }, 'en')).toBe('/en');
  });
});
