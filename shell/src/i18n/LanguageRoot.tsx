import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isLanguage } from '@site/shared';
import { Layout } from '../layout/Layout';
import { applyLanguage } from './applyLanguage';
import { LanguageRedirect } from './LanguageRedirect';

/** `/:lng/...`: switches the page language to the URL's, or redirects an address without one. */
export function LanguageRoot() {
  const { lng } = useParams();
  const { i18n } = useTranslation();
  const valid = isLanguage(lng);

  useEffect(() => {
    if (valid && i18n.language !== lng) {
      applyLanguage(i18n, lng).catch((error: unknown) =>
        console.error(`Could not switch to ${lng}`, error),
      );
    }
  }, [valid, lng, i18n]);

  if (!valid) return <LanguageRedirect />;
  return <Layout />;
}
