import type common from '@site/shared/locales/az/common.json';
import type home from '../content/pages/home/az/words.json';
import type shell from './locales/az/shell.json';

/** Keys are checked against the az words (every language has the same keys, tested). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      shell: typeof shell & { home: typeof home };
    };
  }
}
