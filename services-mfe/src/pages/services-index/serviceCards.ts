import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords, TextKey } from '../../content/words';
import buildingAssembly from '../../assets/artwork/index/building-assembly.svg';
import facadeCovering from '../../assets/artwork/index/facade-covering.svg';
import industrialMaintenance from '../../assets/artwork/index/industrial-maintenance.svg';
import metalConstruction from '../../assets/artwork/index/metal-construction.svg';
import projectDesign from '../../assets/artwork/index/project-design.svg';
import towerInstallation from '../../assets/artwork/index/tower-installation.svg';

export interface ServiceCard {
  id: CardKey;
  /** Below the language root. */
  path: string;
  image: ImageAsset<TextKey>;
}

type CardKey = NamesAt<ServiceWords, 'index.cards'>;

const card = (id: string, key: CardKey, src: string): ServiceCard => ({
  id: key,
  path: `services/${id}`,
  image: { src, width: 1200, height: 900, alt: `index.cards.${key}.alt` },
});

/** Spec: six cards on /services, in this order. */
export const serviceCards: readonly ServiceCard[] = [
  card('metal-construction', 'metalConstruction', metalConstruction),
  card('project-design', 'projectDesign', projectDesign),
  card('industrial-maintenance', 'industrialMaintenance', industrialMaintenance),
  card('tower-installation', 'towerInstallation', towerInstallation),
  card('facade-covering', 'facadeCovering', facadeCovering),
  card('building-assembly', 'buildingAssembly', buildingAssembly),
];
