import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { CncLaserDetailPage } from './detail/CncLaserDetailPage';
import { CncLaserListPage } from './list/CncLaserListPage';

/** Everything below /products/cnc-laser. */
export function CncLaserRoutes() {
  return (
    <Routes>
      <Route index element={<CncLaserListPage />} />
      <Route path=":id" element={<CncLaserDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
