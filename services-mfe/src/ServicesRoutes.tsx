import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';

export function ServicesRoutes() {
  return (
    <Routes>
      <Route path="services" element={<ServicesIndexPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
