import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { CardGrid } from '@site/shared/ui/card/Card';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { ConsumableCard } from './ConsumableCard';
import { consumableGroups } from './content';
import { OfflineCatalogue } from '../../components/offline-catalogue/OfflineCatalogue';

export default function ConsumablesPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageMeta
        title={t('consumables.meta.title')}
        description={t('consumables.meta.description')}
      />
      <PageIntro eyebrow={t('consumables.eyebrow')} title={t('consumables.title')}>
        <p>{t('consumables.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('consumables.title')}>
        <div className="container">
          <CardGrid>
            {consumableGroups.map((group, index) => (
              <ConsumableCard key={group.id} group={group} priority={index === 0} />
            ))}
          </CardGrid>
        </div>
      </section>
      <ContactSection
        id="consumables-contact"
        title={t('consumables.contact.title')}
        text={t('consumables.contact.text')}
        message={t('consumables.contact.message')}
        chatLabel={t('consumables.contact.chat')}
      />
      <OfflineCatalogue />
    </>
  );
}
