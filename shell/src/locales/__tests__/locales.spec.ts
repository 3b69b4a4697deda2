import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing/locales';
import az from '../az/shell.json';
import en from '../en/shell.json';
import ru from '../ru/shell.json';
import tr from '../tr/shell.json';

describe('shell messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az, tr, en, ru });
  });
});
