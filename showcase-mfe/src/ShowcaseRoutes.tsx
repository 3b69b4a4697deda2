import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { AboutPage } from './pages/about/AboutPage';
import { ContactPage } from './pages/contact/ContactPage';
import { PartnersPage } from './pages/partners/PartnersPage';
import { ProjectsPage } from './pages/projects/ProjectsPage';
import { SectorsPage } from './pages/sectors/SectorsPage';

export function ShowcaseRoutes() {
  return (
    <Routes>
      <Route path="about" element={<AboutPage />} />
      <Route path="projects" element={<ProjectsPage />} />
      <Route path="partners" element={<PartnersPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="sectors" element={<SectorsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
