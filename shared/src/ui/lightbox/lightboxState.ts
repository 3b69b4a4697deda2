/** Spec section 4: closed, or open on an image index. */
export type LightboxState = { open: false } | { open: true; index: number };

export type LightboxAction =
  { type: 'open'; index: number } | { type: 'close' } | { type: 'next' } | { type: 'previous' };

/** A swipe must travel further than this, in CSS pixels, to turn the page (spec section 9). */
export const swipeThreshold = 50;

export const closedLightbox: LightboxState = { open: false };

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function lightboxReducer(
  state: LightboxState,
  action: LightboxAction,
  count: number,
): LightboxState {
  if (count <= 0) return closedLightbox;
  switch (action.type) {
    case 'open':
      return { open: true, index: wrap(action.index, count) };
    case 'close':
      return closedLightbox;
    case 'next':
      return state.open ? { open: true, index: wrap(state.index + 1, count) } : state;
    case 'previous':
      return state.open ? { open: true, index: wrap(state.index - 1, count) } : state;
  }
}

/** Keys act only while the lightbox is open. */
export function keyAction(state: LightboxState, key: string): LightboxAction | undefined {
  if (!state.open) return undefined;
  if (key === 'Escape') return { type: 'close' };
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  return undefined;
}

/** A finger moving left shows the next image, moving right the previous one. */
export function swipeAction(deltaX: number): LightboxAction | undefined {
  if (deltaX < -swipeThreshold) return { type: 'next' };
  if (deltaX > swipeThreshold) return { type: 'previous' };
  return undefined;
}
