import { useTranslation } from '@site/translation';
import { Outlet } from '@site/router';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { StandIn, type StandInPage } from './StandIn';
import styles from './Layout.module.css';

/** The page frame, with the routed page or the page standing in for it. */
export function Layout({ standIn }: { standIn?: StandInPage }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('header.skip')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {standIn ? <StandIn page={standIn} /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
