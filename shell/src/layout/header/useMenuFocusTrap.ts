import { type RefObject, useEffect } from 'react';
import type { FocusTrap } from 'focus-trap';

/** The trap's code: asked for when the visitor reaches for the menu's button, not with the page. */
export const loadFocusTrap = () => import('focus-trap');

/**
 * Keeps the focus inside the open menu until it closes: Escape, a click outside its panel or a
 * link chosen; then the focus returns to the button. The trap holds the menu's own element, which
 * stays in the page: the menu a visitor is tapping is never drawn anew when the trap's code
 * arrives (a trap wrapping the menu drew it anew, and a tap in between could go nowhere).
 */
export function useMenuFocusTrap(
  menu: RefObject<HTMLElement | null>,
  open: boolean,
  /** Stable (useCallback): a new one would set the trap anew. */
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    let trap: FocusTrap | undefined;
    let closed = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (closed || !menu.current) return;
      trap = createFocusTrap(menu.current, {
        onDeactivate: onClose,
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: true,
        fallbackFocus: menu.current,
      });
      trap.activate();
    });
    return () => {
      closed = true;
      trap?.deactivate();
    };
  }, [menu, open, onClose]);
}
