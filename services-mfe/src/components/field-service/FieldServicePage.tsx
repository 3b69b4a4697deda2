import type { FieldServiceContent } from '../../content/types';
import { FeatureCards } from '../feature-cards/FeatureCards';
import { NumberedAdvantages } from '../numbered-advantages/NumberedAdvantages';
import { PageSection } from '../page-section/PageSection';
import { ServicePage } from '../service-page/ServicePage';

/**
 * The layout of the on-site installation pages (towers, facades, buildings): a hero, six
 * services, four advantages, then a call by chat and an e-mail button to the contact page.
 */
export function FieldServicePage({ content }: { content: FieldServiceContent }) {
  return (
    <ServicePage id={content.id} content={content}>
      <PageSection id={`${content.id}-services`} text={content.services}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection id={`${content.id}-advantages`} text={content.advantages} muted>
        <NumberedAdvantages items={content.advantages.items} />
      </PageSection>
    </ServicePage>
  );
}
