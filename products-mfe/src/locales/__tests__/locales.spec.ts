import { describe, it } from 'vitest';
import type { Messages } from '@site/shared/i18n/messages';
import { expectCompleteLocaleFiles } from '@site/shared/testing/locales';

const files = import.meta.glob<Messages>('../*/*.json', { eager: true, import: 'default' });

describe('products messages', () => {
  it('come in the same files for every language, complete and clean', () => {
    expectCompleteLocaleFiles(files);
  });
});
