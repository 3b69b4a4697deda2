import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { TextKey } from '../../content/types';
import type { ShowcaseWords } from '../../content/words';
import buildingsImage from '../../assets/artwork/sectors/buildings.svg?no-inline';
import designImage from '../../assets/artwork/sectors/design.svg?no-inline';
import equipmentImage from '../../assets/artwork/sectors/equipment.svg?no-inline';
import facadeImage from '../../assets/artwork/sectors/facade.svg?no-inline';
import metalConstructionImage from '../../assets/artwork/sectors/metal-construction.svg?no-inline';
import towersImage from '../../assets/artwork/sectors/towers.svg?no-inline';

type SectorKey = NamesAt<ShowcaseWords, 'sectors.items'>;

export interface Sector {
  key: SectorKey;
  title: TextKey;
  text: TextKey;
  highlights: readonly [TextKey, TextKey, TextKey];
  image: ImageAsset<TextKey>;
  /** The services or products page of the sector, below the language root. */
  path: string;
  link: TextKey;
}

const sector = (key: SectorKey, path: string, src: string): Sector => ({
  key,
  title: `sectors.items.${key}.title`,
  text: `sectors.items.${key}.text`,
  highlights: [
    `sectors.items.${key}.highlight1`,
    `sectors.items.${key}.highlight2`,
    `sectors.items.${key}.highlight3`,
  ],
  image: { src, width: 1200, height: 900, alt: `sectors.items.${key}.alt` },
  path,
  link: `sectors.items.${key}.link`,
});

/** The six sector themes of the spec, each leading to its services or products page. */
export const sectors: readonly Sector[] = [
  sector('metalConstruction', 'services/metal-construction', metalConstructionImage),
  sector('design', 'services/project-design', designImage),
  sector('equipment', 'products', equipmentImage),
  sector('towers', 'services/tower-installation', towersImage),
  sector('facade', 'services/facade-covering', facadeImage),
  sector('buildings', 'services/building-assembly', buildingsImage),
];
