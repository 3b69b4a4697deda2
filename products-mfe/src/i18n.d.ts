import type common from '@site/shared/locales/az/common.json';
import type cnc from '../content/pages/cnc-laser/az/words.json';
import type consumables from '../content/pages/consumables/az/words.json';
import type cutting from '../content/pages/cutting-machines/az/words.json';
import type latheMill from '../content/pages/torna-freze/az/words.json';
import type products from '../content/pages/products/az/words.json';
import type welding from '../content/pages/welding-machines/az/words.json';

/** Keys are checked against the az words (every language has the same keys, tested). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      products: typeof products &
        typeof welding & {
          cnc: typeof cnc;
          latheMill: typeof latheMill;
          cutting: typeof cutting;
          consumables: typeof consumables;
        };
    };
  }
}
