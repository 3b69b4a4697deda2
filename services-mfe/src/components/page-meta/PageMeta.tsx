import { useTranslation } from '@site/translation';
import { PageMeta as SitePageMeta } from '@site/shared/seo/PageMeta';
import type { PageMetaContent } from '../../content/types';

/** The page's head (title, description, canonical and language links), from its content keys. */
export function PageMeta({ meta }: { meta: PageMetaContent }) {
  const { t } = useTranslation('services');
  return <SitePageMeta title={t(meta.title)} description={t(meta.description)} />;
}
