import { useEffect, useState } from 'react';
import { OfflinePage, type SavedPageLink } from '@site/shared/ui/status/OfflinePage';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { savedPages } from './savedPages';

/** The offline page with the pages of this language the worker has saved (read after render). */
export function SiteOffline() {
  const language = useLanguage();
  const [saved, setSaved] = useState<readonly SavedPageLink[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    savedPages(language).then(
      (found) => current && setSaved(found),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return <OfflinePage saved={saved} />;
}
