import { sectionNavigation } from '@site/shared';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';
import { servicePages, type ServicePage } from './paths';

const entry = (key: ServicePage) => [servicePages[key], key] as const;

/** The pages the header and footer list under Services, in the order of the spec. */
export const navigation = sectionNavigation('services', { az, tr, en, ru }, [
  entry('index'),
  entry('metalProcessing'),
  entry('metalConstruction'),
  entry('rebarFormworkConcrete'),
  entry('industrialMaintenance'),
  entry('projectDesign'),
  entry('towerInstallation'),
  entry('facadeCovering'),
  entry('buildingAssembly'),
]);
