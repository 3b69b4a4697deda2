import { useTranslation } from 'react-i18next';
import { company } from '@site/shared';
import { ContactStrip } from './ContactStrip';
import { Hero } from './Hero';
import { ProjectCards } from './ProjectCards';
import { ServiceCards } from './ServiceCards';
import { Stats } from './Stats';

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <title>{t('meta.homeTitle', { brand: company.brandName })}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <Hero />
      <ServiceCards />
      <Stats />
      <ProjectCards />
      <ContactStrip />
    </>
  );
}
