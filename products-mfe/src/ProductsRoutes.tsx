import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared/ui';
import { CatalogPage } from './pages/catalog/CatalogPage';
import { CncLaserRoutes } from './pages/cnc-laser/CncLaserRoutes';
import { ComingSoonPage } from './pages/coming-soon/ComingSoonPage';
import { comingSoonLines } from './pages/coming-soon/content';
import { ConsumablesPage } from './pages/consumables/ConsumablesPage';
import { CuttingMachinesPage } from './pages/cutting-machines/CuttingMachinesPage';
import { HandheldLaserWeldingPage } from './pages/handheld-laser-welding/HandheldLaserWeldingPage';
import { LatheMillPage } from './pages/torna-freze/LatheMillPage';
import { WeldingMachinesPage } from './pages/welding-machines/WeldingMachinesPage';
import { weldingPlaceholders } from './pages/welding-placeholder/content';
import { WeldingPlaceholderPage } from './pages/welding-placeholder/WeldingPlaceholderPage';

export function ProductsRoutes() {
  return (
    <Routes>
      <Route path="products" element={<CatalogPage />} />
      <Route path="products/cnc-laser/*" element={<CncLaserRoutes />} />
      <Route path="products/welding-machines" element={<WeldingMachinesPage />} />
      <Route
        path="products/welding-machines/handheld-laser-welding"
        element={<HandheldLaserWeldingPage />}
      />
      {weldingPlaceholders.map((machine) => (
        <Route
          key={machine.id}
          path={machine.path}
          element={<WeldingPlaceholderPage machine={machine} />}
        />
      ))}
      <Route path="products/torna-freze" element={<LatheMillPage />} />
      <Route path="products/cutting-machines" element={<CuttingMachinesPage />} />
      <Route path="products/consumables" element={<ConsumablesPage />} />
      {comingSoonLines.map((line) => (
        <Route
          key={line.category.id}
          path={line.category.path}
          element={<ComingSoonPage line={line} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
