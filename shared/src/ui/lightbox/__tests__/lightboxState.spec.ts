import { describe, expect, it } from 'vitest';
import {
  closedLightbox,
  keyAction,
  lightboxReducer,
  swipeAction,
  swipeThreshold,
  type LightboxState,
} from '../lightboxState';

const count = 51;
const openAt = (index: number): LightboxState => ({ open: true, index });

describe('lightbox state', () => {
  it('opens on the chosen image', () => {
    expect(lightboxReducer(closedLightbox, { type: 'open', index: 6 }, count)).toEqual(openAt(6));
  });

  it('wraps from the last image to the first', () => {
    expect(lightboxReducer(openAt(50), { type: 'next' }, count)).toEqual(openAt(0));
  });

  it('wraps from the first image to the last', () => {
    expect(lightboxReducer(openAt(0), { type: 'previous' }, count)).toEqual(openAt(50));
  });

  it('closes', () => {
    expect(lightboxReducer(openAt(3), { type: 'close' }, count)).toEqual(closedLightbox);
  });

  it('does not move while closed', () => {
    expect(lightboxReducer(closedLightbox, { type: 'next' }, count)).toEqual(closedLightbox);
  });

  it('stays closed with no images', () => {
    expect(lightboxReducer(closedLightbox, { type: 'open', index: 0 }, 0)).toEqual(closedLightbox);
  });
});

describe('lightbox keys', () => {
  it('act only while open', () => {
    expect(keyAction(closedLightbox, 'Escape')).toBeUndefined();
    expect(keyAction(closedLightbox, 'ArrowRight')).toBeUndefined();
    expect(keyAction(closedLightbox, 'ArrowLeft')).toBeUndefined();
  });

  it('Escape closes, arrows navigate', () => {
    expect(keyAction(openAt(1), 'Escape')).toEqual({ type: 'close' });
    expect(keyAction(openAt(1), 'ArrowRight')).toEqual({ type: 'next' });
    expect(keyAction(openAt(1), 'ArrowLeft')).toEqual({ type: 'previous' });
    expect(keyAction(openAt(1), 'Enter')).toBeUndefined();
  });
});

describe('lightbox swipe', () => {
  it('uses a 50 px threshold', () => {
    expect(swipeThreshold).toBe(50);
  });

  it('goes to the next image on a swipe left of more than 50 px', () => {
    expect(swipeAction(-51)).toEqual({ type: 'next' });
  });

  it('goes to the previous image on a swipe right of more than 50 px', () => {
    expect(swipeAction(51)).toEqual({ type: 'previous' });
  });

  it('ignores a swipe of 50 px or less', () => {
    expect(swipeAction(-50)).toBeUndefined();
    expect(swipeAction(50)).toBeUndefined();
    expect(swipeAction(0)).toBeUndefined();
  });
});
