import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';

/** The whole site; `router` is the browser's, or a fixed location when prerendering. */
export function App({
  i18n,
  router = (routes) => <BrowserRouter>{routes}</BrowserRouter>,
}: {
  i18n: I18n;
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      {router(
        <>
          <ScrollToTop />
          <AppRoutes />
        </>,
      )}
    </I18nextProvider>
  );
}
