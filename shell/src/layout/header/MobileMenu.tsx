import { FocusTrap } from 'focus-trap-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LocalNavLink } from '@site/shared/ui';
import { mainNavigation } from '../mainNavigation';
import styles from './MobileMenu.module.css';

/** The menu of narrow screens: opens from the header, closes on a link, Escape or outside tap. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      {open
        ? createPortal(
            <FocusTrap
              focusTrapOptions={{
                onDeactivate: close,
                escapeDeactivates: true,
                clickOutsideDeactivates: true,
                returnFocusOnDeactivate: true,
              }}
            >
              <div className={styles.overlay}>
                <div
                  id="mobile-menu"
                  className={styles.panel}
                  role="dialog"
                  aria-modal="true"
                  aria-label={t('nav.menuTitle')}
                >
                  <button type="button" className={styles.close} onClick={close}>
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">{t('nav.closeMenu')}</span>
                  </button>
                  <nav aria-label={t('header.primaryNav')}>
                    <ul className={styles.list}>
                      {mainNavigation.map((item) => (
                        <li key={item.key}>
                          <LocalNavLink
                            to={item.path}
                            end={item.path === ''}
                            className={styles.link}
                            onClick={close}
                          >
                            {t(`nav.${item.key}`)}
                          </LocalNavLink>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </div>
              </div>
            </FocusTrap>,
            document.body,
          )
        : null}
    </>
  );
}
