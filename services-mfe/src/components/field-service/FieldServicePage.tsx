import type { FieldServiceContent } from '../../content/types';
import { CallToAction } from '../call-to-action/CallToAction';
import { FeatureCards } from '../feature-cards/FeatureCards';
import { Hero } from '../hero/Hero';
import { NumberedAdvantages } from '../numbered-advantages/NumberedAdvantages';
import { PageMeta } from '../page-meta/PageMeta';
import { PageSection } from '../page-section/PageSection';

/**
 * The layout of the on-site installation pages (towers, facades, buildings): a hero, six
 * services, four advantages, then a call by chat and an e-mail button to the contact page.
 */
export function FieldServicePage({ content }: { content: FieldServiceContent }) {
  return (
    <>
      <PageMeta meta={content.meta} />
      <Hero hero={content.hero} />
      <PageSection id={`${content.id}-services`} text={content.services}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection id={`${content.id}-advantages`} text={content.advantages} muted>
        <NumberedAdvantages items={content.advantages.items} />
      </PageSection>
      <CallToAction id={`${content.id}-cta`} content={content.cta} />
    </>
  );
}
