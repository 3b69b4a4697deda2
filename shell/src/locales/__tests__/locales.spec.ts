import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing/locales';
import homeAz from '../../../content/pages/home/az/words.json';
import homeEn from '../../../content/pages/home/en/words.json';
import homeRu from '../../../content/pages/home/ru/words.json';
import homeTr from '../../../content/pages/home/tr/words.json';
import az from '../az/shell.json';
import en from '../en/shell.json';
import ru from '../ru/shell.json';
import tr from '../tr/shell.json';

describe('shell messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az, tr, en, ru });
  });

  it('of the home page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: homeAz, tr: homeTr, en: homeEn, ru: homeRu });
  });
});
