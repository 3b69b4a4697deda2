import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { PageIntro } from '@site/shared/ui/page/PageIntro';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { MachineSheetList } from '../../components/machine-sheet/MachineSheetList';
import { cuttingPath, cuttingProducts, cuttingSheets } from './content';
import styles from './CuttingMachinesPage.module.css';
import { useProductData } from '../../components/machine-sheet/useProductData';
import { OfflineCatalogue } from '../../components/offline-catalogue/OfflineCatalogue';

export default function CuttingMachinesPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageMeta
        title={t('cutting.meta.title')}
        description={t('cutting.meta.description')}
        structuredData={useProductData(cuttingSheets, 'categories.cutting.name')}
      />
      <PageIntro eyebrow={t('cutting.eyebrow')} title={t('cutting.title')}>
        <p>{t('cutting.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('cutting.title')}>
        <MachineSheetList path={cuttingPath} sheets={cuttingProducts} />
      </section>
      <section className={styles.oxyFuel} aria-labelledby="oxy-fuel">
        <div className={`container ${styles.box}`}>
          <h2 id="oxy-fuel">{t('cutting.oxyFuel.title')}</h2>
          <p>{t('cutting.oxyFuel.text')}</p>
          <p>{t('cutting.oxyFuel.choice')}</p>
        </div>
      </section>
      <ContactSection
        id="cutting-contact"
        title={t('cutting.contact.title')}
        text={t('cutting.contact.text')}
        message={t('cutting.contact.message')}
        chatLabel={t('cutting.contact.chat')}
      />
      <OfflineCatalogue />
    </>
  );
}
