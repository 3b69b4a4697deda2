import { useTranslation } from '@site/translation';
import { LocalLink, LocalNavLink } from '@site/shared/ui/links/LocalLink';
import menuStyles from '../Menu.module.css';
import { useMenu } from '../useMenu';
import type { MenuEntry } from '../useMainMenu';
import headerStyles from './Header.module.css';
import styles from './NavDropdown.module.css';

/** A top-level page with a button that lists the pages its remote shows under it. */
export function NavDropdown({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  const { open, close, toggle, listId, rootRef, triggerRef } = useMenu<HTMLLIElement>();

  return (
    <li ref={rootRef} className={styles.dropdown}>
      <LocalNavLink to={entry.path} className={headerStyles.link}>
        {entry.label}
      </LocalNavLink>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className={styles.toggle}
        aria-label={t('nav.showPages', { section: entry.label })}
      >
        <svg viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className={`${menuStyles.menu} ${styles.menu}`}>
        {[{ path: entry.path, label: entry.overview ?? entry.label }, ...entry.pages].map(
          (page) => (
            <li key={page.path}>
              <LocalLink to={page.path} className={menuStyles.item} onClick={close}>
                {page.label}
              </LocalLink>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}
