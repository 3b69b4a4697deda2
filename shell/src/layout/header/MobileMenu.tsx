import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/translation';
import { useAdoptOpen } from '../useAdoptOpen';
import type { MenuEntry } from '../useMainMenu';
import { MobileMenuPanel } from './MobileMenuPanel';
import styles from './MobileMenu.module.css';
import { loadFocusTrap, useMenuFocusTrap } from './useMenuFocusTrap';

/** The menu of narrow screens: opens from the header, closes on a link, Escape or outside tap. */
export function MobileMenu({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useAdoptOpen(toggle, () => setOpen(true));
  useMenuFocusTrap(menuRef, open, close);

  // A tap on the backdrop beside the panel, or Escape, closes the menu and gives the focus back
  // to its button, from the moment it shows: the focus trap does the same once its code has
  // arrived, and a tap before that is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    const dismiss = () => {
      setOpen(false);
      toggle.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === menuRef.current?.parentElement) dismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerEnter={() => void loadFocusTrap()}
        onFocus={() => void loadFocusTrap()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      <MobileMenuPanel ref={menuRef} menu={menu} open={open} onClose={close} />
    </>
  );
}
