import { useTranslation } from '@site/translation';
import { CallToAction } from '../../components/call-to-action/CallToAction';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { Hero } from '../../components/hero/Hero';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageSection } from '../../components/page-section/PageSection';
import { StagedGallery } from '../../components/photos/StagedGallery';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { rebarFormworkConcrete as content } from './content';

export default function RebarFormworkConcretePage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta meta={content.meta} />
      <Hero hero={content.hero} />
      <PageSection id="concrete-gallery" text={content.gallery}>
        <StagedGallery stages={content.gallery.stages} label={t(content.gallery.title)} />
      </PageSection>
      <PageSection id="concrete-features" text={content.features} muted>
        <FeatureCards items={content.features.items} columns={4} />
      </PageSection>
      <PageSection id="concrete-process" text={content.process}>
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <CallToAction id="concrete-cta" content={content.cta} />
    </>
  );
}
