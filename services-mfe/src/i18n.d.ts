import type common from '@site/shared/locales/az/common.json';
import type buildingAssembly from './locales/az/building-assembly.json';
import type facadeCovering from './locales/az/facade-covering.json';
import type industrialMaintenance from './locales/az/industrial-maintenance.json';
import type metalConstruction from './locales/az/metal-construction.json';
import type metalProcessing from './locales/az/metal-processing.json';
import type projectDesign from './locales/az/project-design.json';
import type rebarFormworkConcrete from './locales/az/rebar-formwork-concrete.json';
import type services from './locales/az/services.json';
import type towerInstallation from './locales/az/tower-installation.json';

/** Keys are checked against the az words (every language has the same keys, tested). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      services: typeof services & {
        metalProcessing: typeof metalProcessing;
        metalConstruction: typeof metalConstruction;
        rebarFormworkConcrete: typeof rebarFormworkConcrete;
        industrialMaintenance: typeof industrialMaintenance;
        projectDesign: typeof projectDesign;
        towerInstallation: typeof towerInstallation;
        facadeCovering: typeof facadeCovering;
        buildingAssembly: typeof buildingAssembly;
      };
    };
  }
}
