import { useTranslation } from '@site/translation';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { PhotoGrid } from '@site/shared/ui/photo-grid/PhotoGrid';
import { CallToAction } from '../../components/call-to-action/CallToAction';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageSection } from '../../components/page-section/PageSection';
import { metalProcessing as content } from './content';

export default function MetalProcessingPage() {
  const { t } = useTranslation('services');
  const photos = content.photos.items.map((photo) => ({
    ...photo.image,
    alt: t(photo.image.alt),
    caption: t(photo.caption),
  }));
  return (
    <>
      <PageMeta meta={content.meta} />
      <PageIntro eyebrow={t(content.intro.eyebrow)} title={t(content.intro.title)}>
        <p>{t(content.intro.text)}</p>
      </PageIntro>
      <PageSection id="processing-photos" text={content.photos}>
        <PhotoGrid
          photos={photos}
          label={t(content.photos.title)}
          fallback={(index) => photos[index]?.caption ?? ''}
          showCaptions
        />
      </PageSection>
      <CallToAction id="processing-cta" content={content.cta} />
    </>
  );
}
