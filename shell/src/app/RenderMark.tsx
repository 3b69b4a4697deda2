import { useEffect } from 'react';

/**
 * Marks `<html data-render>` once React has taken over the page: `hydrated` when it adopted the
 * prerendered HTML, `client` when it rendered afresh. Tests and monitoring wait for it.
 */
export function RenderMark({ mode }: { mode: 'hydrated' | 'client' }) {
  useEffect(() => {
    document.documentElement.dataset.render = mode;
  }, [mode]);
  return null;
}
