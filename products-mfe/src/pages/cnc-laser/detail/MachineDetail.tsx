import { useTranslation } from '@site/translation';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { MachineSheetView } from '../../../components/machine-sheet/MachineSheetView';
import { cncCategories } from '../../../content/cnc-laser/categories';
import { CompareToggle } from '../../../components/compare/CompareToggle';
import { CompareTray } from '../../../components/compare/CompareTray';
import { cncListPath, cncMachinePath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import { buyerFacts } from '../../../content/cnc-laser/buyerFacts';
import { BuyerFacts } from './BuyerFacts';
import { RelatedMachines } from './RelatedMachines';
import styles from './CncLaserDetailPage.module.css';
import { useProductData } from '../../../components/machine-sheet/useProductData';

/**
 * One machine's page: back link, machine sheet, what a buyer asks (once the company has filled
 * it in), the other machines of its category, and the comparison tray.
 */
export function MachineDetail({ machine }: { machine: CncMachine }) {
  const { t } = useTranslation('products');
  const path = cncMachinePath(machine.id);
  return (
    <>
      <PageMeta
        title={t(machine.meta.title)}
        description={t(machine.meta.description)}
        type="product"
        structuredData={useProductData([machine.sheet], 'categories.cncLaser.name')}
      />
      <div className={`container ${styles.back}`} data-pagefind-ignore>
        <LocalLink to={cncListPath}>
          <span aria-hidden="true">← </span>
          {t('cnc.detail.back')}
        </LocalLink>
      </div>
      <div className={`container ${styles.sheet}`}>
        <MachineSheetView
          key={machine.id}
          sheet={machine.sheet}
          quote={{ id: path, path }}
          actions={<CompareToggle id={machine.id} name={t(machine.sheet.name)} />}
          links={machine.links}
          badge={machine.categoryBadge ? t(cncCategories[machine.categoryId]) : undefined}
          priority
        />
      </div>
      <BuyerFacts facts={buyerFacts[machine.id]} />
      <RelatedMachines machine={machine} />
      <CompareTray />
    </>
  );
}
