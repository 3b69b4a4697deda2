/** Every page of this remote, below the language root. */
export const servicePages = {
  index: 'services',
  metalProcessing: 'services/metal-processing',
  metalConstruction: 'services/metal-construction',
  rebarFormworkConcrete: 'services/rebar-formwork-concrete',
  industrialMaintenance: 'services/industrial-maintenance',
  projectDesign: 'services/project-design',
  towerInstallation: 'services/tower-installation',
  facadeCovering: 'services/facade-covering',
  buildingAssembly: 'services/building-assembly',
} as const;

export type ServicePage = keyof typeof servicePages;

export const servicePaths: readonly string[] = Object.values(servicePages);
