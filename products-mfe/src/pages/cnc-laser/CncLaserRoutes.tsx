import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';

/** Everything below /products/cnc-laser. */
export function CncLaserRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
