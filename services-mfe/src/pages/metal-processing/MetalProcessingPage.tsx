import { useTranslation } from '@site/translation';
import { PhotoGrid } from '@site/shared/ui/photo-grid/PhotoGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { ServicePage } from '../../components/service-page/ServicePage';
import { metalProcessing as content } from './content';

export default function MetalProcessingPage() {
  const { t } = useTranslation('services');
  const photos = content.photos.items.map((photo) => ({
    ...photo.image,
    alt: t(photo.image.alt),
    caption: t(photo.caption),
  }));
  return (
    <ServicePage id="processing" content={content}>
      <PageSection id="processing-photos" text={content.photos}>
        <PhotoGrid
          photos={photos}
          label={t(content.photos.title)}
          fallback={(index) => photos[index]?.caption ?? ''}
          showCaptions
        />
      </PageSection>
    </ServicePage>
  );
}
