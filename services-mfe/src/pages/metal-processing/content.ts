import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords } from '../../content/words';
import { artwork, intro, pageMeta, sectionText } from '../../content/keys';
import type {
  CallToActionContent,
  CaptionedPhoto,
  IntroContent,
  PageMetaContent,
  SectionText,
  Six,
} from '../../content/types';
import assembly from '../../assets/artwork/metal-processing/assembly.svg';
import bending from '../../assets/artwork/metal-processing/bending.svg';
import cutting from '../../assets/artwork/metal-processing/cutting.svg';
import quality from '../../assets/artwork/metal-processing/quality.svg';
import surface from '../../assets/artwork/metal-processing/surface.svg';
import welding from '../../assets/artwork/metal-processing/welding.svg';

const page = 'metalProcessing';

const photo = (
  id: NamesAt<ServiceWords, 'metalProcessing.photos.items'>,
  src: string,
): CaptionedPhoto => ({
  id,
  caption: `${page}.photos.items.${id}.caption`,
  image: artwork(src, `${page}.photos.items.${id}.alt`),
});

/** Spec: six captioned photos (cutting, welding, bending, assembly, surface, quality). */
export const metalProcessing = {
  meta: pageMeta(page),
  intro: intro(page),
  photos: {
    ...sectionText(`${page}.photos`),
    items: [
      photo('cutting', cutting),
      photo('welding', welding),
      photo('bending', bending),
      photo('assembly', assembly),
      photo('surface', surface),
      photo('quality', quality),
    ],
  },
  cta: {
    title: `${page}.cta.title`,
    text: `${page}.cta.text`,
    chat: { label: `${page}.cta.button`, message: `${page}.cta.message` },
  },
} satisfies {
  meta: PageMetaContent;
  intro: IntroContent;
  photos: SectionText & { items: Six<CaptionedPhoto> };
  cta: CallToActionContent;
};
