import { lazy, Suspense } from 'react';
import type { LightboxControls } from './useLightbox';

export interface LightboxImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  controls: LightboxControls;
  /** Names the dialog for screen readers, e.g. the gallery's title. */
  label: string;
}

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
