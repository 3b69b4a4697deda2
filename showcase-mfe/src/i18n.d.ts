import type common from '@site/shared/locales/az/common.json';
import type contact from '../content/pages/contact/az/words.json';
import type partners from '../content/pages/partners/az/words.json';
import type projects from '../content/pages/projects/az/words.json';
import type quote from '../content/pages/quote/az/words.json';
import type sectors from '../content/pages/sectors/az/words.json';
import type showcase from '../content/pages/showcase/az/words.json';

/** Keys are checked against the az words (every language has the same keys, tested). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      showcase: typeof showcase & {
        projects: typeof projects;
        partners: typeof partners;
        contact: typeof contact;
        sectors: typeof sectors;
        quote: typeof quote;
      };
    };
  }
}
