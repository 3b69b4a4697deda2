import { FocusTrap } from 'focus-trap-react';
import { useEffect, useLayoutEffect, useRef, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@site/translation';
import { preloadPicture } from '../site-image/preloadPicture';
import { SiteImage } from '../site-image/SiteImage';
import { screenSizes } from '../site-image/sizes';
import { keyAction, swipeAction } from './lightboxState';
import type { LightboxProps } from './lightboxTypes';
import styles from './Lightbox.module.css';

/** The open lightbox: the picture, its counter and controls, with focus kept inside. */
export function LightboxDialog({ images, controls, label }: LightboxProps) {
  const { t } = useTranslation('common');
  const { state, dispatch, close } = controls;
  const touchStartX = useRef<number | null>(null);

  // Listening from the moment the dialog is in the page, not after the next paint: a key pressed
  // as soon as it shows (on a slow phone, or by a browser driver) is not lost.
  useLayoutEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(state, event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [state, dispatch]);

  // The pictures either side start loading while this one is looked at.
  useEffect(() => {
    if (!state.open || images.length < 2) return;
    for (const step of [1, -1]) {
      const neighbour = images[(state.index + step + images.length) % images.length];
      if (neighbour) preloadPicture(neighbour.src);
    }
  }, [state, images]);

  if (!state.open) return null;
  const image = images[state.index];
  if (!image) return null;

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const action = swipeAction(end - start);
    if (action) dispatch(action);
  };

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: '[data-lightbox-close]',
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
      }}
    >
      {/* A click on the backdrop is a mouse shortcut; keys have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={styles.backdrop}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <figure className={styles.figure} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <SiteImage
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fallback={image.caption ?? label}
            sizes={screenSizes}
            priority
          />
          <figcaption className={styles.caption}>
            <span className={styles.counter} aria-live="polite">
              {t('lightbox.counter', { index: state.index + 1, total: images.length })}
            </span>
            {image.caption ? <span>{image.caption}</span> : null}
          </figcaption>
        </figure>
        <button
          type="button"
          className={`${styles.control} ${styles.previous}`}
          onClick={() => dispatch({ type: 'previous' })}
          aria-label={t('lightbox.previous')}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.next}`}
          onClick={() => dispatch({ type: 'next' })}
          aria-label={t('lightbox.next')}
        >
          ›
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.close}`}
          onClick={close}
          aria-label={t('lightbox.close')}
          data-lightbox-close
        >
          ×
        </button>
      </div>
    </FocusTrap>,
    document.body,
  );
}
