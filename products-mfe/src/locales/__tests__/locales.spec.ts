import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing';
import azCnc from '../az/cnc.json';
import azNavigation from '../az/navigation.json';
import azProducts from '../az/products.json';
import enCnc from '../en/cnc.json';
import enNavigation from '../en/navigation.json';
import enProducts from '../en/products.json';
import ruCnc from '../ru/cnc.json';
import ruNavigation from '../ru/navigation.json';
import ruProducts from '../ru/products.json';
import trCnc from '../tr/cnc.json';
import trNavigation from '../tr/navigation.json';
import trProducts from '../tr/products.json';

describe('products messages', () => {
  it('are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azProducts, tr: trProducts, en: enProducts, ru: ruProducts });
  });

  it('of the CNC laser pages are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azCnc, tr: trCnc, en: enCnc, ru: ruCnc });
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
