import type common from '@site/shared/locales/az/common.json';
import type cnc from './locales/az/cnc.json';
import type consumables from './locales/az/consumables.json';
import type cutting from './locales/az/cutting.json';
import type latheMill from './locales/az/lathe-mill.json';
import type products from './locales/az/products.json';
import type welding from './locales/az/welding.json';

/** Keys are checked against the az words (every language has the same keys, tested). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      products: typeof products &
        typeof welding &
        typeof latheMill &
        typeof cutting &
        typeof consumables & { cnc: typeof cnc };
    };
  }
}
