import { useEffect } from 'react';
import { useTranslation } from '@site/translation';
import { useLocation, useParams } from '@site/router';
import { splitLanguage } from '@site/shared/links/sitePath';
import { isLanguage } from '@site/shared/i18n/languages';
import { Layout } from '../layout/Layout';
import { applyLanguage } from './applyLanguage';
import { LanguageRedirect } from './LanguageRedirect';

/** `/:lng/...`: switches the page language to the URL's, or redirects an address without one. */
export function LanguageRoot() {
  const { lng } = useParams();
  const { path } = splitLanguage(useLocation().pathname);
  const { i18n } = useTranslation();
  const valid = isLanguage(lng);

  useEffect(() => {
    if (valid && i18n.language !== lng) {
      applyLanguage(i18n, lng, path).catch((error: unknown) =>
        console.error(`Could not switch to ${lng}`, error),
      );
    }
    // Only a new language switches; moving between pages does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid, lng, i18n]);

  if (!valid) return <LanguageRedirect />;
  return <Layout />;
}
