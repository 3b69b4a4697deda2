import { describe, expect, it } from 'vitest';
import { pageName } from '../savedPages';

describe('the name of a saved page', () => {
  it('is its heading as a visitor reads it', () => {
    expect(
      pageName(
        '<title>Contacts: form, phone | Example Metal</title><main><h1 id="t" class="x">Contact <span>us</span> &amp; visit</h1></main>',
      ),
    ).toBe('Contact us & visit');
  });

  it('is its title when it has no heading', () => {
    expect(pageName('<title>Quote request | Example Metal</title>')).toBe(
      'Quote request | Example Metal',
    );
  });
});
