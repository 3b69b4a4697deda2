import { useTranslation } from '@site/translation';
import { FeatureCards } from '../../components/feature-cards/FeatureCards';
import { NumberedAdvantages } from '../../components/numbered-advantages/NumberedAdvantages';
import { PageSection } from '../../components/page-section/PageSection';
import { PhotoSections } from '../../components/photos/PhotoSections';
import { ServicePage } from '../../components/service-page/ServicePage';
import { industrialMaintenance as content } from './content';

export default function IndustrialMaintenancePage() {
  const { t } = useTranslation('services');
  return (
    <ServicePage id="maintenance" content={content}>
      <PageSection id="maintenance-areas" text={content.areas}>
        <PhotoSections sections={content.areas.items} label={t(content.areas.title)} leadsPage />
      </PageSection>
      <PageSection id="maintenance-services" text={content.services} muted>
        <FeatureCards items={content.services.items} columns={4} />
      </PageSection>
      <PageSection id="maintenance-benefits" text={content.benefits}>
        <NumberedAdvantages items={content.benefits.items} />
      </PageSection>
    </ServicePage>
  );
}
