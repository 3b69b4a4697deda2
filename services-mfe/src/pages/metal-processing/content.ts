import { callToAction, captionedPhoto, intro, pageMeta, sectionText } from '../../content/keys';
import type { CaptionedPhoto, SectionText, ServicePageContent, Six } from '../../content/types';
import assembly from '../../assets/artwork/metal-processing/assembly.svg';
import bending from '../../assets/artwork/metal-processing/bending.svg';
import cutting from '../../assets/artwork/metal-processing/cutting.svg';
import quality from '../../assets/artwork/metal-processing/quality.svg';
import surface from '../../assets/artwork/metal-processing/surface.svg';
import welding from '../../assets/artwork/metal-processing/welding.svg';

const page = 'metalProcessing';
const photo = captionedPhoto(`${page}.photos.items`);

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
  cta: callToAction(page, { chat: 'button' }),
} satisfies ServicePageContent & { photos: SectionText & { items: Six<CaptionedPhoto> } };
