import { describe, it } from 'vitest';
import { expectPageMetaOnEveryPage } from '@site/shared/testing/pageMeta';
import { section } from '../section';

describe('every page of this remote', () => {
  it('has its own title and description in all four languages', async () => {
    await expectPageMetaOnEveryPage(section);
  }, 60_000);
});
