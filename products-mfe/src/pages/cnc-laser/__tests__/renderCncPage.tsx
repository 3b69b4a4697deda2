import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@site/shared';
import { renderWithSite } from '@site/shared/testing';
import { loadProductsMessages } from '../../../messages';
import { CncLaserRoutes } from '../CncLaserRoutes';

/** Shows the address the visitor is on, so tests can read what the URL became. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** Renders the CNC laser pages at `path` (below the language root) as the remote mounts them. */
export function renderCncPage(path: string, language: Language = 'en') {
  return renderWithSite(
    <>
      <Routes>
        <Route path="products/cnc-laser/*" element={<CncLaserRoutes />} />
      </Routes>
      <AddressProbe />
    </>,
    { language, path, loadMessages: loadProductsMessages },
  );
}
