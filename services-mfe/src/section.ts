import type { SectionModule } from '@site/shared';
import { loadServicesMessages } from './messages';
import { servicePaths } from './paths';
import { ServicesRoutes } from './ServicesRoutes';

/** The remote contract: what the shell mounts under /:lng/services. */
export const section: SectionModule = {
  name: 'services',
  Routes: ServicesRoutes,
  paths: servicePaths,
  loadMessages: loadServicesMessages,
};
