import type { SectionModule } from '@site/shared';
import { loadShowcaseMessages } from './messages';
import { showcasePaths } from './paths';
import { ShowcaseRoutes } from './ShowcaseRoutes';

/** The remote contract: about, projects, partners, contact and sectors. */
export const section: SectionModule = {
  name: 'showcase',
  Routes: ShowcaseRoutes,
  paths: showcasePaths,
  loadMessages: loadShowcaseMessages,
};
