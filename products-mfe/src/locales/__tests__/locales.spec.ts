import { describe, it } from 'vitest';
import type { Messages } from '@site/shared/i18n/messages';
import { pageContentFiles } from '@site/shared/i18n/messageLoader';
import { expectCompleteLocaleFiles } from '@site/shared/testing/locales';

const files = {
  ...import.meta.glob<Messages>('../*/*.json', { eager: true, import: 'default' }),
  ...pageContentFiles(
    import.meta.glob<Messages>('../../../content/pages/*/*/words.json', {
      eager: true,
      import: 'default',
    }),
  ),
};

describe('products messages', () => {
  it('come in the same files for every language, complete and clean', () => {
    expectCompleteLocaleFiles(files);
  });
});
