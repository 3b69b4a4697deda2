import { lazy, Suspense } from 'react';
import type { LightboxProps } from './lightboxTypes';

export type { LightboxImage, LightboxProps } from './lightboxTypes';

/** The dialog and its focus trap load when a visitor reaches for a picture, not with the page. */
export const preloadLightbox = () => import('./LightboxDialog');
const LightboxDialog = lazy(() =>
  preloadLightbox().then(({ LightboxDialog }) => ({ default: LightboxDialog })),
);

/** A full-screen view of one picture of a set, with previous/next, swipe and Escape. */
export function Lightbox(props: LightboxProps) {
  if (!props.controls.state.open) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  );
}
