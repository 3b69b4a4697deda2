import { useTranslation } from 'react-i18next';
import type { SectionName } from '@site/shared';
import { LocalLink, LocalNavLink, useLanguage } from '@site/shared/ui';
import { useSectionNavigation } from '../../sections/navigationStore';
import menuStyles from '../Menu.module.css';
import { useMenu } from '../useMenu';
import headerStyles from './Header.module.css';
import styles from './NavDropdown.module.css';

interface NavDropdownProps {
  item: { key: string; path: string; section: SectionName; allKey: string };
}

/** A section link with a button that lists the section's pages, as the remote declares them. */
export function NavDropdown({ item }: NavDropdownProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const navigation = useSectionNavigation(item.section);
  const { open, close, toggle, listId, rootRef, triggerRef } = useMenu<HTMLLIElement>();
  const label = t(`nav.${item.key}`);

  return (
    <li ref={rootRef} className={styles.dropdown}>
      <LocalNavLink to={item.path} className={headerStyles.link}>
        {label}
      </LocalNavLink>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className={styles.toggle}
        aria-label={t('nav.showPages', { section: label })}
      >
        <svg viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className={`${menuStyles.menu} ${styles.menu}`}>
        <li>
          <LocalLink to={item.path} className={menuStyles.item} onClick={close}>
            {t(`nav.${item.allKey}`)}
          </LocalLink>
        </li>
        {(navigation?.items ?? [])
          .filter((page) => page.path !== item.path)
          .map((page) => (
            <li key={page.path}>
              <LocalLink to={page.path} className={menuStyles.item} onClick={close}>
                {page.label[language]}
              </LocalLink>
            </li>
          ))}
      </ul>
    </li>
  );
}
