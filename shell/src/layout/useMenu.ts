import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useAdoptOpen } from './useAdoptOpen';

/**
 * A button that opens a list: closes on a click or tap outside, on Escape (focus goes back to the
 * button) and when the visitor picks an entry (call `close`).
 */
export function useMenu<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useAdoptOpen(trigger, () => setOpen(true));
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  // Listening from the moment the list is in the page, not after the next paint: an Escape or a
  // tap outside as soon as it shows is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return { open, close, toggle, listId, rootRef: root, triggerRef: trigger };
}
