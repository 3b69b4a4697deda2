import { useEffect } from 'react';
import { useTranslation } from '@site/translation';
import { useLocation, useParams } from '@site/router';
import { splitLanguage } from '@site/shared/links/sitePath';
import { isLanguage } from '@site/shared/i18n/languages';
import { arrivedAsNotFound, arrivedOffline } from '../app/arrivedAsNotFound';
import { Layout } from '../layout/Layout';
import { applyLanguage } from './applyLanguage';
import { LanguageRedirect } from './LanguageRedirect';

/** `/:lng/...`: switches the page language to the URL's, or redirects an address without one. */
export function LanguageRoot() {
  const { lng } = useParams();
  const { pathname, key } = useLocation();
  const { path } = splitLanguage(pathname);
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

  // An address the server answered with 404, or the offline worker with its page, stays that
  // page (no client-side redirect away).
  if (!valid && key === 'default' && arrivedAsNotFound) return <Layout standIn="notFound" />;
  if (!valid && key === 'default' && arrivedOffline) return <Layout standIn="offline" />;
  if (!valid) return <LanguageRedirect />;
  return <Layout />;
}
