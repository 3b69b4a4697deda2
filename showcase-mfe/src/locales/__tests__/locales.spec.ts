import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing';
import azNavigation from '../az/navigation.json';
import azShowcase from '../az/showcase.json';
import enNavigation from '../en/navigation.json';
import enShowcase from '../en/showcase.json';
import ruNavigation from '../ru/navigation.json';
import ruShowcase from '../ru/showcase.json';
import trNavigation from '../tr/navigation.json';
import trShowcase from '../tr/showcase.json';

describe('showcase messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azShowcase, tr: trShowcase, en: enShowcase, ru: ruShowcase });
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
