import { useTranslation } from '@site/translation';
import { CallToAction } from '../../components/call-to-action/CallToAction';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { Hero } from '../../components/hero/Hero';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageSection } from '../../components/page-section/PageSection';
import { PhotoSections } from '../../components/photos/PhotoSections';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { metalConstruction as content } from './content';

export default function MetalConstructionPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta meta={content.meta} />
      <Hero hero={content.hero} />
      <PageSection id="construction-works" text={content.works}>
        <PhotoSections sections={content.works.items} label={t(content.works.title)} />
      </PageSection>
      <PageSection id="construction-features" text={content.features} muted>
        <FeatureCards items={content.features.items} />
      </PageSection>
      <PageSection id="construction-process" text={content.process}>
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <CallToAction id="construction-cta" content={content.cta} />
    </>
  );
}
