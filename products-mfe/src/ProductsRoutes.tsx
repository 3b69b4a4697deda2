import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { CatalogPage } from './pages/catalog/CatalogPage';
import { CncLaserRoutes } from './pages/cnc-laser/CncLaserRoutes';

export function ProductsRoutes() {
  return (
    <Routes>
      <Route path="products" element={<CatalogPage />} />
      <Route path="products/cnc-laser/*" element={<CncLaserRoutes />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
