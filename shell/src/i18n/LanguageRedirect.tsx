import { Navigate, useLocation } from '@site/router';
import { withLanguage } from '@site/shared/links/sitePath';
import { useLanguage } from '@site/shared/ui/links/useLanguage';

/**
 * An address without a language goes, replacing history, to the visitor's language: the one the
 * page started in (stored choice, then the browser's languages, then az) or switched to since.
 */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = withLanguage(pathname, useLanguage());
  return <Navigate replace to={`${target}${search}${hash}`} />;
}
