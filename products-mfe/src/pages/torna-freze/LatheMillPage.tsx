import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { MachineSheetList } from '../../components/machine-sheet/MachineSheetList';
import { latheMillPath, latheMillProducts, latheMillSheets } from './content';
import { useProductData } from '../../components/machine-sheet/useProductData';
import { OfflineCatalogue } from '../../components/offline-catalogue/OfflineCatalogue';

export default function LatheMillPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageMeta
        title={t('latheMill.meta.title')}
        description={t('latheMill.meta.description')}
        structuredData={useProductData(latheMillSheets, 'categories.latheMill.name')}
      />
      <PageIntro eyebrow={t('latheMill.eyebrow')} title={t('latheMill.title')}>
        <p>{t('latheMill.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('latheMill.title')}>
        <MachineSheetList path={latheMillPath} sheets={latheMillProducts} />
      </section>
      <ContactSection
        id="lathe-mill-contact"
        title={t('latheMill.contact.title')}
        text={t('latheMill.contact.text')}
        message={t('latheMill.contact.message')}
        chatLabel={t('latheMill.contact.chat')}
      />
      <OfflineCatalogue />
    </>
  );
}
