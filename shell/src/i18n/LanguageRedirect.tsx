import { Navigate, useLocation } from 'react-router-dom';
import { withLanguage } from '@site/shared';
import { detectVisitorLanguage } from '@site/shared/i18n';

/** An address without a language goes, replacing history, to the visitor's language. */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = withLanguage(pathname, detectVisitorLanguage());
  return <Navigate replace to={`${target}${search}${hash}`} />;
}
