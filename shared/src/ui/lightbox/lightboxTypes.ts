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
