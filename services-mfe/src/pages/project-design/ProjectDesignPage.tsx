import { useTranslation } from '@site/translation';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { CallToAction } from '../../components/call-to-action/CallToAction';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { NumberedAdvantages } from '../../components/numbered-advantages/NumberedAdvantages';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageSection } from '../../components/page-section/PageSection';
import { ProcessSteps } from '../../components/process-steps/ProcessSteps';
import { projectDesign as content } from './content';

export default function ProjectDesignPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta meta={content.meta} />
      <PageIntro eyebrow={t(content.intro.eyebrow)} title={t(content.intro.title)}>
        <p>{t(content.intro.text)}</p>
      </PageIntro>
      <PageSection id="design-services" text={content.services}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection id="design-advantages" text={content.advantages} muted>
        <NumberedAdvantages items={content.advantages.items} />
      </PageSection>
      <PageSection id="design-process" text={content.process}>
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <CallToAction id="design-cta" content={content.cta} />
    </>
  );
}
