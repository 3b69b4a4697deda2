import { useTranslation } from '@site/translation';
import { Outlet } from '@site/router';
import { SiteOffline } from '../offline/SiteOffline';
import { SiteNotFound } from '../sections/SiteNotFound';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import styles from './Layout.module.css';

/** What stands in for the routed page: the not-found page, or the offline worker's page. */
export type StandIn = 'notFound' | 'offline';

/** The page frame, with the routed page or the page standing in for it. */
export function Layout({ standIn }: { standIn?: StandIn }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('header.skip')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {standIn === 'notFound' ? (
          <SiteNotFound />
        ) : standIn === 'offline' ? (
          <SiteOffline />
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
