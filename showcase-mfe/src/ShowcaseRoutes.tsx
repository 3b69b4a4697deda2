import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { AboutPage } from './pages/about/AboutPage';

export function ShowcaseRoutes() {
  return (
    <Routes>
      <Route path="about" element={<AboutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
