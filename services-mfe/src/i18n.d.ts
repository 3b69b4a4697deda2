import type common from '@site/shared/locales/az/common.json';
import type buildingAssembly from '../content/pages/building-assembly/az/words.json';
import type facadeCovering from '../content/pages/facade-covering/az/words.json';
import type industrialMaintenance from '../content/pages/industrial-maintenance/az/words.json';
import type metalConstruction from '../content/pages/metal-construction/az/words.json';
import type metalProcessing from '../content/pages/metal-processing/az/words.json';
import type projectDesign from '../content/pages/project-design/az/words.json';
import type rebarFormworkConcrete from '../content/pages/rebar-formwork-concrete/az/words.json';
import type services from '../content/pages/services/az/words.json';
import type towerInstallation from '../content/pages/tower-installation/az/words.json';

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
