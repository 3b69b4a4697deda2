import type { ReactNode } from 'react';
import { useTranslation } from '@site/translation';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import type { IntroContent, ServicePageContent } from '../../content/types';
import { CallToAction } from '../call-to-action/CallToAction';
import { Hero } from '../hero/Hero';
import { PageMeta } from '../page-meta/PageMeta';

interface ServicePageProps {
  /** Prefix of the section ids, unique on the page: `design` names the call `design-cta`. */
  id: string;
  content: ServicePageContent;
  /** The page's own sections, between its top and the closing call. */
  children: ReactNode;
}

/** A service page: its head, a hero or an introduction, its sections, the call to action. */
export function ServicePage({ id, content, children }: ServicePageProps) {
  return (
    <>
      <PageMeta meta={content.meta} />
      {content.hero ? <Hero hero={content.hero} /> : <Intro intro={content.intro} />}
      {children}
      <CallToAction id={`${id}-cta`} content={content.cta} />
    </>
  );
}

function Intro({ intro }: { intro: IntroContent }) {
  const { t } = useTranslation('services');
  return (
    <PageIntro eyebrow={t(intro.eyebrow)} title={t(intro.title)}>
      <p>{t(intro.text)}</p>
    </PageIntro>
  );
}
