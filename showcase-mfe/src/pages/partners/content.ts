import type { ImageAsset } from '@site/shared/content/types';
import type { PartnerEntry, Partners } from '@site/shared/content/schemas/partners';
import contentPhotos from 'virtual:site-content-photos';
import partners from '../../../content/partners.json' with { type: 'json' };
import type { Partner, TextKey } from '../../content/types';

/**
 * The partners as staff keep them (`content/partners.json`, checked before every build): two
 * lists they lengthen in the content editor. Placeholder partners until the company names its
 * real ones (docs/content.md); each name, in the page's language, is obviously not a real company.
 */
const entries = partners as Partners;

// The launch drawings are files, never inlined: a photo chosen for the slot replaces the file,
// and one that fails shows the name.
const drawings = import.meta.glob<string>('../../assets/artwork/partners/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** The logo of a partner: the photo staff uploaded, else its launch drawing. */
function logoOf(entry: PartnerEntry): ImageAsset<TextKey> {
  const src =
    contentPhotos[entry.logo] ?? drawings[`../../assets/artwork/partners/${entry.drawing}.svg`];
  if (!src) throw new Error(`The partner ${entry.name.en} has no logo in content/partners.json`);
  return { src, width: 480, height: 240, alt: 'partners.logoAlt' };
}

const partner = (entry: PartnerEntry): Partner => ({
  name: entry.name,
  logo: logoOf(entry),
  description: entry.text,
});

/** Suppliers and subcontractors on our building sites (spec: six at launch). */
export const projectPartners: readonly Partner[] = entries.project.map(partner);

/** Manufacturers whose machines and consumables we sell and service (spec: four at launch). */
export const distributionPartners: readonly Partner[] = entries.distribution.map(partner);
