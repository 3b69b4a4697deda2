import { useTranslation } from '@site/translation';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { CallToAction } from '../../components/call-to-action/CallToAction';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { NumberedAdvantages } from '../../components/numbered-advantages/NumberedAdvantages';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageSection } from '../../components/page-section/PageSection';
import { PhotoSections } from '../../components/photos/PhotoSections';
import { industrialMaintenance as content } from './content';

export default function IndustrialMaintenancePage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta meta={content.meta} />
      <PageIntro eyebrow={t(content.intro.eyebrow)} title={t(content.intro.title)}>
        <p>{t(content.intro.text)}</p>
      </PageIntro>
      <PageSection id="maintenance-areas" text={content.areas}>
        <PhotoSections sections={content.areas.items} label={t(content.areas.title)} leadsPage />
      </PageSection>
      <PageSection id="maintenance-services" text={content.services} muted>
        <FeatureCards items={content.services.items} columns={4} />
      </PageSection>
      <PageSection id="maintenance-benefits" text={content.benefits}>
        <NumberedAdvantages items={content.benefits.items} />
      </PageSection>
      <CallToAction id="maintenance-cta" content={content.cta} />
    </>
  );
}
