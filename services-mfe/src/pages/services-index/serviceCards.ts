import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords, TextKey } from '../../content/words';
import buildingAssembly from '../../assets/artwork/index/building-assembly.svg';
import facadeCovering from '../../assets/artwork/index/facade-covering.svg';
import industrialMaintenance from '../../assets/artwork/index/industrial-maintenance.svg';
import metalConstruction from '../../assets/artwork/index/metal-construction.svg';
// The two services the old site's overview left out show a photo of their own pages.
import metalProcessing from '../../assets/artwork/metal-processing/cutting.svg';
import rebarFormworkConcrete from '../../assets/artwork/rebar-formwork-concrete/rebar-cages.svg';
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

/**
 * Every service the menu and the footer list, on /services: the spec's six cards in their order,
 * with metal fabrication and rebar, formwork and concrete beside metal construction, which the
 * old site left out (issue #32: a buyer looking for them there found nothing).
 */
export const serviceCards: readonly ServiceCard[] = [
  card('metal-construction', 'metalConstruction', metalConstruction),
  card('metal-processing', 'metalProcessing', metalProcessing),
  card('rebar-formwork-concrete', 'rebarFormworkConcrete', rebarFormworkConcrete),
  card('project-design', 'projectDesign', projectDesign),
  card('industrial-maintenance', 'industrialMaintenance', industrialMaintenance),
  card('tower-installation', 'towerInstallation', towerInstallation),
  card('facade-covering', 'facadeCovering', facadeCovering),
  card('building-assembly', 'buildingAssembly', buildingAssembly),
];
