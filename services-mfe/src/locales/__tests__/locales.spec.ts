import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing';
import azNavigation from '../az/navigation.json';
import azServices from '../az/services.json';
import enNavigation from '../en/navigation.json';
import enServices from '../en/services.json';
import ruNavigation from '../ru/navigation.json';
import ruServices from '../ru/services.json';
import trNavigation from '../tr/navigation.json';
import trServices from '../tr/services.json';

describe('services messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azServices, tr: trServices, en: enServices, ru: ruServices });
  });

  it('name every menu entry in all four languages', () => {
    expectCompleteLocales({
      az: azNavigation,
      tr: trNavigation,
      en: enNavigation,
      ru: ruNavigation,
    });
  });
});
