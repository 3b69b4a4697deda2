import { describe, it } from 'vitest';
import { expectCompleteLocales } from '../testing/locales';
import az from './az/common.json';
import en from './en/common.json';
import ru from './ru/common.json';
import tr from './tr/common.json';

describe('common messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az, tr, en, ru });
  });
});
