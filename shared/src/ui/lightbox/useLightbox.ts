import { useCallback, useMemo, useReducer } from 'react';
import { closedLightbox, lightboxReducer, type LightboxAction } from './lightboxState';

export function useLightbox(count: number) {
  const reducer = useCallback(
    (state: Parameters<typeof lightboxReducer>[0], action: LightboxAction) =>
      lightboxReducer(state, action, count),
    [count],
  );
  const [state, dispatch] = useReducer(reducer, closedLightbox);
  return useMemo(
    () => ({
      state,
      dispatch,
      open: (index: number) => dispatch({ type: 'open', index }),
      close: () => dispatch({ type: 'close' }),
    }),
    [state],
  );
}

export type LightboxControls = ReturnType<typeof useLightbox>;
