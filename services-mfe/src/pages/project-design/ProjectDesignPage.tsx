import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { NumberedAdvantages } from '../../components/numbered-advantages/NumberedAdvantages';
import { PageSection } from '../../components/page-section/PageSection';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { ServicePage } from '../../components/service-page/ServicePage';
import { projectDesign as content } from './content';

export default function ProjectDesignPage() {
  return (
    <ServicePage id="design" content={content}>
      <PageSection id="design-services" text={content.services}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection id="design-advantages" text={content.advantages} muted>
        <NumberedAdvantages items={content.advantages.items} />
      </PageSection>
      <PageSection id="design-process" text={content.process}>
        <ProcessSteps steps={content.process.items} />
      </PageSection>
    </ServicePage>
  );
}
