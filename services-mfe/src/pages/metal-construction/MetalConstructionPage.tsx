import { useTranslation } from '@site/translation';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { PageSection } from '../../components/page-section/PageSection';
import { PhotoSections } from '../../components/photos/PhotoSections';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { ServicePage } from '../../components/service-page/ServicePage';
import { metalConstruction as content } from './content';

export default function MetalConstructionPage() {
  const { t } = useTranslation('services');
  return (
    <ServicePage id="construction" content={content}>
      <PageSection id="construction-works" text={content.works}>
        <PhotoSections sections={content.works.items} label={t(content.works.title)} />
      </PageSection>
      <PageSection id="construction-features" text={content.features} muted>
        <FeatureCards items={content.features.items} />
      </PageSection>
      <PageSection id="construction-process" text={content.process}>
        <ProcessSteps steps={content.process.items} />
      </PageSection>
    </ServicePage>
  );
}
