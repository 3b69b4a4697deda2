import type { i18n as I18n } from 'i18next';
import { useCallback, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { KeepPagesOffline } from '../offline/KeepPagesOffline';
import { NewRelease } from '../offline/NewRelease';
import { AppRoutes } from './AppRoutes';
import { pageReady } from './pageReady';
import { ScrollToTop } from './ScrollToTop';
import { SiteRouter } from './SiteRouter';

function BrowserSiteRouter({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const ready = useCallback((pathname: string) => pageReady(pathname, i18n), [i18n]);
  return <SiteRouter ready={ready}>{children}</SiteRouter>;
}

/** The whole site; `router` is the browser's, or a fixed location when prerendering. */
export function App({
  i18n,
  router = (routes) => <BrowserSiteRouter i18n={i18n}>{routes}</BrowserSiteRouter>,
}: {
  i18n: I18n;
  router?: (routes: ReactNode) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      {router(
        <>
          <ScrollToTop />
          <KeepPagesOffline />
          <NewRelease />
          <AppRoutes />
        </>,
      )}
    </I18nextProvider>
  );
}
