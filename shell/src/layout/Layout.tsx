import { useTranslation } from '@site/translation';
import { Outlet } from '@site/router';
import { SiteNotFound } from '../sections/SiteNotFound';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import styles from './Layout.module.css';

/** The page frame; `notFound` shows the not-found page in place of the routed page. */
export function Layout({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('header.skip')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {notFound ? <SiteNotFound /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
