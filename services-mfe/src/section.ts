import type { SectionManifest } from '@site/shared/contract/manifest';
import { federationNameOf } from '@site/shared/contract/remotes';
import { labelsFrom, page } from '@site/shared/contract/routes';
import { name } from '../package.json';
import { homeLinks } from './homeLinks';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';
import { loadServicesMessages, servicePageWords } from './messages';

const label = labelsFrom({ az, tr, en, ru });

/** Everything the metal-construction team owns: /services and every service page below it. */
export const section: SectionManifest = {
  federationName: federationNameOf(name),
  routes: [
    page(
      'services',
      () => import('./pages/services-index/ServicesIndexPage'),
      'ServicesIndexPage',
      {
        menu: label('services'),
        overview: label('index'),
      },
    ),
    page(
      'services/metal-processing',
      () => import('./pages/metal-processing/MetalProcessingPage'),
      'MetalProcessingPage',
      { menu: label('metalProcessing'), words: servicePageWords('metal-processing') },
    ),
    page(
      'services/metal-construction',
      () => import('./pages/metal-construction/MetalConstructionPage'),
      'MetalConstructionPage',
      { menu: label('metalConstruction'), words: servicePageWords('metal-construction') },
    ),
    page(
      'services/rebar-formwork-concrete',
      () => import('./pages/rebar-formwork-concrete/RebarFormworkConcretePage'),
      'RebarFormworkConcretePage',
      { menu: label('rebarFormworkConcrete'), words: servicePageWords('rebar-formwork-concrete') },
    ),
    page(
      'services/industrial-maintenance',
      () => import('./pages/industrial-maintenance/IndustrialMaintenancePage'),
      'IndustrialMaintenancePage',
      { menu: label('industrialMaintenance'), words: servicePageWords('industrial-maintenance') },
    ),
    page(
      'services/project-design',
      () => import('./pages/project-design/ProjectDesignPage'),
      'ProjectDesignPage',
      { menu: label('projectDesign'), words: servicePageWords('project-design') },
    ),
    page(
      'services/tower-installation',
      () => import('./pages/tower-installation/TowerInstallationPage'),
      'TowerInstallationPage',
      { menu: label('towerInstallation'), words: servicePageWords('tower-installation') },
    ),
    page(
      'services/facade-covering',
      () => import('./pages/facade-covering/FacadeCoveringPage'),
      'FacadeCoveringPage',
      { menu: label('facadeCovering'), words: servicePageWords('facade-covering') },
    ),
    page(
      'services/building-assembly',
      () => import('./pages/building-assembly/BuildingAssemblyPage'),
      'BuildingAssemblyPage',
      { menu: label('buildingAssembly'), words: servicePageWords('building-assembly') },
    ),
  ],
  homeLinks,
  loadMessages: loadServicesMessages,
};
