import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { BuildingAssemblyPage } from './pages/building-assembly/BuildingAssemblyPage';
import { FacadeCoveringPage } from './pages/facade-covering/FacadeCoveringPage';
import { IndustrialMaintenancePage } from './pages/industrial-maintenance/IndustrialMaintenancePage';
import { MetalConstructionPage } from './pages/metal-construction/MetalConstructionPage';
import { MetalProcessingPage } from './pages/metal-processing/MetalProcessingPage';
import { ProjectDesignPage } from './pages/project-design/ProjectDesignPage';
import { RebarFormworkConcretePage } from './pages/rebar-formwork-concrete/RebarFormworkConcretePage';
import { ServicesIndexPage } from './pages/services-index/ServicesIndexPage';
import { TowerInstallationPage } from './pages/tower-installation/TowerInstallationPage';
import { servicePages } from './paths';

export function ServicesRoutes() {
  return (
    <Routes>
      <Route path={servicePages.index} element={<ServicesIndexPage />} />
      <Route path={servicePages.metalProcessing} element={<MetalProcessingPage />} />
      <Route path={servicePages.metalConstruction} element={<MetalConstructionPage />} />
      <Route path={servicePages.rebarFormworkConcrete} element={<RebarFormworkConcretePage />} />
      <Route path={servicePages.industrialMaintenance} element={<IndustrialMaintenancePage />} />
      <Route path={servicePages.projectDesign} element={<ProjectDesignPage />} />
      <Route path={servicePages.towerInstallation} element={<TowerInstallationPage />} />
      <Route path={servicePages.facadeCovering} element={<FacadeCoveringPage />} />
      <Route path={servicePages.buildingAssembly} element={<BuildingAssemblyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
