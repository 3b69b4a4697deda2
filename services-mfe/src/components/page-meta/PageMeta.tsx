import { useTranslation } from 'react-i18next';
import type { PageMetaContent } from '../../content/types';

/** The page's `<title>` and description; React hoists both into the document head. */
export function PageMeta({ meta }: { meta: PageMetaContent }) {
  const { t } = useTranslation('services');
  return (
    <>
      <title>{t(meta.title)}</title>
      <meta name="description" content={t(meta.description)} />
    </>
  );
}
