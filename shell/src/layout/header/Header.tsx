import { useTranslation } from '@site/translation';
import { LocalNavLink } from '@site/shared/ui/links/LocalLink';
import { HeaderSearch } from '../../search/HeaderSearch';
import { Brand } from '../Brand';
import { useMainMenu } from '../useMainMenu';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { QuoteLink } from './QuoteLink';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('shell');
  const menu = useMainMenu();
  return (
    <header className={styles.header} data-print="hide">
      <div className={`container ${styles.bar}`}>
        <Brand place="header" />
        <nav className={styles.nav} aria-label={t('header.primaryNav')}>
          <ul className={styles.list}>
            {menu.map((entry) =>
              entry.pages.length > 0 ? (
                <NavDropdown key={entry.path} entry={entry} />
              ) : (
                <li key={entry.path}>
                  <LocalNavLink to={entry.path} end={entry.path === ''} className={styles.link}>
                    {entry.label}
                  </LocalNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.tools}>
          <HeaderSearch />
          <QuoteLink />
          <LanguageMenu />
          <MobileMenu menu={menu} />
        </div>
      </div>
    </header>
  );
}
