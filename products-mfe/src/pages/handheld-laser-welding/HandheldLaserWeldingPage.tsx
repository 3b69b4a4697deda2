import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { BackLink } from '../../components/back-link/BackLink';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { MachineSheetView } from '../../components/machine-sheet/MachineSheetView';
import { datasheetUrl } from '../../components/datasheet/datasheetUrl';
import { handheldLaserWelding as sheet, handheldPath } from './content';
import { HandheldModels } from './HandheldModels';
import styles from './HandheldLaserWeldingPage.module.css';
import { useProductData } from '../../components/machine-sheet/useProductData';

export default function HandheldLaserWeldingPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={t('handheld.meta.title')}
        description={t('handheld.meta.description')}
        type="product"
        structuredData={useProductData([sheet], 'categories.welding.name')}
      />
      <div className={`container ${styles.page}`}>
        <BackLink to="products/welding-machines">{t('welding.back')}</BackLink>
        <MachineSheetView
          sheet={sheet}
          quote={{ id: handheldPath, path: handheldPath }}
          priority
          links={{ datasheet: datasheetUrl(language, sheet.pdfUrl) }}
          datasheetLabel={t('sheet.catalogue')}
        />
      </div>
      <HandheldModels />
      <ContactSection
        id="handheld-contact"
        title={t('handheld.contact.title')}
        text={t('handheld.contact.text')}
        message={t('handheld.contact.message')}
        chatLabel={t('handheld.contact.chat')}
      />
    </>
  );
}
