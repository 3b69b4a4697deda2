import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { CatalogPage } from './pages/catalog/CatalogPage';

export function ProductsRoutes() {
  return (
    <Routes>
      <Route path="products" element={<CatalogPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
