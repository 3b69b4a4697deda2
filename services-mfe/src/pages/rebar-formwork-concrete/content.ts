import type { NamesAt } from '@site/shared/i18n/wordKeys';
import type { ServiceWords, TextKey } from '../../content/words';
import {
  artwork,
  callToAction,
  hero,
  itemsSection,
  pageMeta,
  sectionText,
} from '../../content/keys';
import type {
  CaptionedPhoto,
  Four,
  FourSteps,
  PhotoStage,
  SectionText,
  ServiceItem,
  ServicePageContent,
} from '../../content/types';
import finishingAnchors from '../../assets/artwork/rebar-formwork-concrete/finishing-anchors.svg';
import finishingCuring from '../../assets/artwork/rebar-formwork-concrete/finishing-curing.svg';
import finishingFloat from '../../assets/artwork/rebar-formwork-concrete/finishing-float.svg';
import formworkCheck from '../../assets/artwork/rebar-formwork-concrete/formwork-check.svg';
import formworkPit from '../../assets/artwork/rebar-formwork-concrete/formwork-pit.svg';
import formworkStrip from '../../assets/artwork/rebar-formwork-concrete/formwork-strip.svg';
import pouringCubes from '../../assets/artwork/rebar-formwork-concrete/pouring-cubes.svg';
import pouringPump from '../../assets/artwork/rebar-formwork-concrete/pouring-pump.svg';
import pouringVibrating from '../../assets/artwork/rebar-formwork-concrete/pouring-vibrating.svg';
import rebarCages from '../../assets/artwork/rebar-formwork-concrete/rebar-cages.svg';
import rebarSpacers from '../../assets/artwork/rebar-formwork-concrete/rebar-spacers.svg';
import rebarStarters from '../../assets/artwork/rebar-formwork-concrete/rebar-starters.svg';

const page = 'rebarFormworkConcrete';

type StageId = NamesAt<ServiceWords, 'rebarFormworkConcrete.gallery.stages'>;
type StagePhoto<Id extends StageId> = [
  NamesAt<ServiceWords, `rebarFormworkConcrete.gallery.stages.${Id}.photos`>,
  string,
];

const stage = <Id extends StageId>(
  id: Id,
  photos: readonly [StagePhoto<Id>, StagePhoto<Id>, StagePhoto<Id>],
): PhotoStage => {
  const prefix = `${page}.gallery.stages.${id as StageId}` as const;
  // The photo ids are checked against this stage's words by the signature.
  const photo = ([photoId, src]: StagePhoto<Id>): CaptionedPhoto => ({
    id: photoId,
    caption: `${prefix}.photos.${photoId}.caption` as TextKey,
    image: artwork(src, `${prefix}.photos.${photoId}.alt` as TextKey),
  });
  return {
    id,
    title: `${prefix}.title`,
    photos: [photo(photos[0]), photo(photos[1]), photo(photos[2])],
  };
};

/** Spec: hero, 12 photos in four stages of three, four features, four steps, a call to /contact. */
export const rebarFormworkConcrete = {
  meta: pageMeta(page),
  hero: hero(page, ['rebar', 'concrete', 'anchors']),
  gallery: {
    ...sectionText(`${page}.gallery`),
    stages: [
      stage('rebar', [
        ['cages', rebarCages],
        ['spacers', rebarSpacers],
        ['starters', rebarStarters],
      ]),
      stage('formwork', [
        ['strip', formworkStrip],
        ['pit', formworkPit],
        ['check', formworkCheck],
      ]),
      stage('pouring', [
        ['pump', pouringPump],
        ['vibrating', pouringVibrating],
        ['cubes', pouringCubes],
      ]),
      stage('finishing', [
        ['float', finishingFloat],
        ['curing', finishingCuring],
        ['anchors', finishingAnchors],
      ]),
    ],
  },
  features: itemsSection(`${page}.features`, ['oneTeam', 'concrete', 'rebar', 'weather']),
  process: itemsSection(`${page}.process`, ['setOut', 'rebarFormwork', 'pour', 'handover']),
  cta: callToAction(page, { contact: 'button' }),
} satisfies ServicePageContent & {
  gallery: SectionText & { stages: Four<PhotoStage> };
  features: SectionText & { items: Four<ServiceItem> };
  process: SectionText & { items: FourSteps };
};
