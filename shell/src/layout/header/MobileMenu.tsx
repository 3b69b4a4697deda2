import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@site/translation';
import type { MenuEntry } from '../useMainMenu';
import styles from './MobileMenu.module.css';

// The open menu and its focus trap load when the visitor reaches for the button, not with the page.
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })),
);

/** The menu of narrow screens: opens from the header, closes on a link, Escape or outside tap. */
export function MobileMenu({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel menu={menu} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
