import { useTranslation } from '@site/translation';
import { company } from '@site/shared/company/company';
import { organizationData } from './organizationData';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { ContactStrip } from './ContactStrip';
import { Hero } from './Hero';
import { ProjectCards } from './ProjectCards';
import { ServiceCards } from './ServiceCards';
import { Stats } from './Stats';

export function HomePage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={t('meta.homeTitle', { brand: company.brandName })}
        description={t('meta.homeDescription')}
        structuredData={organizationData(language, t('meta.homeDescription'))}
      />
      <Hero />
      <ServiceCards />
      <Stats />
      <ProjectCards />
      <ContactStrip />
    </>
  );
}
