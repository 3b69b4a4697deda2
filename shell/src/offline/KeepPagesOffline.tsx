import { useEffect, useRef } from 'react';
import { useLocation } from '@site/router';
import { keepPageOffline } from './keepOffline';

/** Saves each page reached inside the site for offline use (the first is saved on registering). */
export function KeepPagesOffline() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) keepPageOffline(pathname);
  }, [pathname]);
  return null;
}
