import { useTranslation } from '@site/translation';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { PageSection } from '../../components/page-section/PageSection';
import { StagedGallery } from '../../components/photos/StagedGallery';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { ServicePage } from '../../components/service-page/ServicePage';
import { rebarFormworkConcrete as content } from './content';

export default function RebarFormworkConcretePage() {
  const { t } = useTranslation('services');
  return (
    <ServicePage id="concrete" content={content}>
      <PageSection id="concrete-gallery" text={content.gallery}>
        <StagedGallery stages={content.gallery.stages} label={t(content.gallery.title)} />
      </PageSection>
      <PageSection id="concrete-features" text={content.features} muted>
        <FeatureCards items={content.features.items} columns={4} />
      </PageSection>
      <PageSection id="concrete-process" text={content.process}>
        <ProcessSteps steps={content.process.items} />
      </PageSection>
    </ServicePage>
  );
}
