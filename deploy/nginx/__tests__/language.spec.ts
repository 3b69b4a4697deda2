import { describe, expect, it } from 'vitest';
import { visitorLanguage } from '@site/server/negotiate';
// nginx's chooser, run here as plain JavaScript: njs is a subset of it.
import njsLanguage from '../njs/language.js';

/** What nginx's module sees of a request: the `lang` cookie as nginx reads it, the header. */
const nginxChooses = (acceptLanguage: string | undefined, lang?: string) =>
  njsLanguage.visitorLanguage({
    variables: { cookie_lang: lang },
    headersIn: { 'Accept-Language': acceptLanguage },
  });

const nodeChooses = (acceptLanguage: string | undefined, lang?: string) =>
  visitorLanguage({
    headers: {
      ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      ...(lang === undefined ? {} : { cookie: `lang=${lang}` }),
    },
  });

/** Headers browsers, crawlers and broken clients send: every range with every parameter, alone
 * and in every pair, both ways round. */
function headers(): string[] {
  const ranges = [
    'ru',
    'en',
    'tr',
    'az',
    'RU',
    'en-US',
    'ru-RU',
    'az-Latn-AZ',
    '*',
    'xx',
    '',
    ' en ',
  ];
  const params = [
    '',
    ';q=0.1',
    ';Q=0.5',
    ';q="0.5"',
    ';q=',
    ';q=0',
    ';q=1',
    ';q=0.5;q=0.9',
    ';q=abc',
    ';;',
    ';level=1',
    ' ; q=0.3',
  ];
  const one = ranges.flatMap((range) => params.map((param) => `${range}${param}`));
  return [...one, ...one.flatMap((first) => one.map((second) => `${first},${second}`))];
}

describe("the visitor's language, chosen alike by nginx and Node", () => {
  it('for every Accept-Language of the corpus', () => {
    const differ = headers().filter((header) => nginxChooses(header) !== nodeChooses(header));
    expect(differ).toEqual([]);
    // The corpus reaches every language, not only the default.
    expect(new Set(headers().map((header) => nodeChooses(header)))).toEqual(
      new Set(['az', 'tr', 'en', 'ru']),
    );
  });

  it('for the stored choice, encoded or not, and none', () => {
    for (const lang of ['ru', '%72u', 'xx', '', '%E0%A4%A', undefined]) {
      expect(nginxChooses('tr', lang), `lang=${lang}`).toBe(nodeChooses('tr', lang));
    }
    expect(nginxChooses(undefined)).toBe('az');
    expect(nodeChooses(undefined)).toBe('az');
  });
});
