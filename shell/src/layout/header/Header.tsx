import { useTranslation } from 'react-i18next';
import { LocalNavLink } from '@site/shared/ui';
import { Brand } from '../Brand';
import { mainNavigation } from '../mainNavigation';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Brand />
        <nav className={styles.nav} aria-label={t('header.primaryNav')}>
          <ul className={styles.list}>
            {mainNavigation.map((item) =>
              'section' in item ? (
                <NavDropdown key={item.key} item={item} />
              ) : (
                <li key={item.key}>
                  <LocalNavLink to={item.path} end={item.path === ''} className={styles.link}>
                    {t(`nav.${item.key}`)}
                  </LocalNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
