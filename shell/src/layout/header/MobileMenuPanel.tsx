import type { Ref } from 'react';
import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { LocalNavLink } from '@site/shared/ui/links/LocalLink';
import type { MenuEntry } from '../useMainMenu';
import styles from './MobileMenu.module.css';

interface MobileMenuPanelProps {
  menu: readonly MenuEntry[];
  open: boolean;
  onClose: () => void;
  /**
   * The menu's panel, which the focus trap holds while it is open (useMenuFocusTrap.ts): a tap on
   * the backdrop beside it is outside, and closes the menu.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The menu of narrow screens: a call and a chat first (what a visitor on a phone most often
 * wants), then every top-level page. It is in the page's HTML, hidden until opened, so the page's
 * inline script can open it before the client has taken over (shell/src/loader/clientLoader.ts).
 */
export function MobileMenuPanel({ menu, open, onClose, ref }: MobileMenuPanelProps) {
  const { t } = useTranslation('shell');
  return (
    <div id="mobile-menu" className={styles.overlay} hidden={!open}>
      <div
        ref={ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menuTitle')}
      >
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('nav.closeMenu')}</span>
        </button>
        <div className={styles.reach}>
          <a className={styles.call} href={`tel:${company.phone.dial}`}>
            <span className="visually-hidden">{t('footer.phone')}: </span>
            {company.phone.display}
          </a>
          <ChatLink className={styles.chat} message={t('footer.whatsappMessage')}>
            {t('footer.whatsapp')}
          </ChatLink>
        </div>
        <nav aria-label={t('header.primaryNav')}>
          <ul className={styles.list}>
            {menu.map((entry) => (
              <li key={entry.path}>
                <LocalNavLink
                  to={entry.path}
                  end={entry.path === ''}
                  className={styles.link}
                  onClick={onClose}
                >
                  {entry.label}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
