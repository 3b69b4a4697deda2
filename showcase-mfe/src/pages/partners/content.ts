import type { ImageAsset } from '@site/shared/content/types';
import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { Partner, TextKey } from '../../content/types';
import type { ShowcaseWords } from '../../content/words';
import claddingSix from '../../assets/artwork/partners/partner-cladding-six.svg?no-inline';
import concreteFive from '../../assets/artwork/partners/partner-concrete-five.svg?no-inline';
import engineeringThree from '../../assets/artwork/partners/partner-engineering-three.svg?no-inline';
import galvanizingTwo from '../../assets/artwork/partners/partner-galvanizing-two.svg?no-inline';
import liftingFour from '../../assets/artwork/partners/partner-lifting-four.svg?no-inline';
import steelOne from '../../assets/artwork/partners/partner-steel-one.svg?no-inline';
import consumablesFour from '../../assets/artwork/partners/supplier-consumables-four.svg?no-inline';
import laserOne from '../../assets/artwork/partners/supplier-laser-one.svg?no-inline';
import machiningThree from '../../assets/artwork/partners/supplier-machining-three.svg?no-inline';
import weldingTwo from '../../assets/artwork/partners/supplier-welding-two.svg?no-inline';

// Logos are files, never inlined: a real logo replaces the file, and one that fails shows the name.
const logo = (src: string): ImageAsset<TextKey> => ({
  src,
  width: 480,
  height: 240,
  alt: 'partners.logoAlt',
});

/**
 * Placeholder partners until the company names its real ones (docs/content.md: "Content to replace
 * before launch"); each name, in the page's language, is obviously not a real company.
 */
const partner = (
  key: NamesAt<ShowcaseWords, 'partners.items'>,
  src: string,
): Partner & { key: string } => ({
  key,
  name: `partners.items.${key}.name`,
  logo: logo(src),
  description: `partners.items.${key}.text`,
});

/** Suppliers and subcontractors on our building sites (spec: six). */
export const projectPartners = [
  partner('steel', steelOne),
  partner('galvanizing', galvanizingTwo),
  partner('engineering', engineeringThree),
  partner('lifting', liftingFour),
  partner('concrete', concreteFive),
  partner('cladding', claddingSix),
] as const satisfies readonly Partner[];

/** Manufacturers whose machines and consumables we sell and service (spec: four). */
export const distributionPartners = [
  partner('laser', laserOne),
  partner('welding', weldingTwo),
  partner('machining', machiningThree),
  partner('consumables', consumablesFour),
] as const satisfies readonly Partner[];
