import { useTranslation } from '@site/translation';
import { Outlet } from '@site/router';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import styles from './Layout.module.css';

export function Layout() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('header.skip')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
