import { useTranslation } from 'react-i18next';
import { PageIntro } from '@site/shared/ui';
import { ContactSection } from '../../components/contact-section/ContactSection';
import { MachineSheetList } from '../../components/machine-sheet/MachineSheetList';
import { cuttingSheets } from './content';
import styles from './CuttingMachinesPage.module.css';

export function CuttingMachinesPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <title>{t('cutting.meta.title')}</title>
      <meta name="description" content={t('cutting.meta.description')} />
      <PageIntro eyebrow={t('cutting.eyebrow')} title={t('cutting.title')}>
        <p>{t('cutting.subtitle')}</p>
      </PageIntro>
      <section className="section" aria-label={t('cutting.title')}>
        <MachineSheetList sheets={cuttingSheets} />
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
    </>
  );
}
