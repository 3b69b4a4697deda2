import type { ReactElement } from 'react';
import { FocusTrap } from 'focus-trap-react';

/**
 * Keeps the focus inside the open menu until it closes: Escape, a click outside its panel or a
 * link chosen. It loads when the visitor reaches for the menu's button, not with the page.
 */
export function MenuFocusTrap({
  onClose,
  children,
}: {
  onClose: () => void;
  children: ReactElement;
}) {
  return (
    <FocusTrap
      focusTrapOptions={{
        onDeactivate: onClose,
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: true,
      }}
    >
      {children}
    </FocusTrap>
  );
}
