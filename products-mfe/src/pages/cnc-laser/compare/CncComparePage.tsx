import { useTranslation } from '@site/translation';
import { compareLimits, removeFromCompare } from '@site/shared/lists/compareList';
import { PageMeta } from '@site/shared/seo/PageMeta';
import { BackLink } from '../../../components/back-link/BackLink';
import { cncListPath } from '../../../content/cnc-laser/ids';
import { ChooseMachines, TooManyMachines, UnknownMachines } from './CompareNotices';
import { ComparisonTable } from './ComparisonTable';
import { OneMachine } from './OneMachine';
import { QuoteForAll } from './QuoteForAll';
import { useComparedIds } from './useComparedIds';
import styles from './CncComparePage.module.css';

/**
 * /products/cnc-laser/compare?ids=a,b: the chosen CNC lasers side by side. The address alone
 * makes the view, so it can be shared; the prerendered page, with no ids, explains how to
 * choose machines.
 */
export default function CncComparePage() {
  const { t } = useTranslation('products');
  const { request, onlyDifferences, remove, showOnlyDifferences } = useComparedIds();
  const machines = request.kind === 'machines' ? request.machines : [];
  const unknown = request.kind === 'machines' ? request.unknown : [];
  const comparing = machines.length >= compareLimits.min;
  const [onlyMachine] = machines.length === 1 ? machines : [];

  const removeMachine = (id: string) => {
    removeFromCompare(id);
    remove(id);
  };

  return (
    <>
      <PageMeta
        title={t('cnc.compare.page.meta.title')}
        description={t('cnc.compare.page.meta.description')}
        noindex
      />
      <div className={`container ${styles.page}`}>
        <div data-print="hide">
          <BackLink to={cncListPath}>{t('cnc.detail.back')}</BackLink>
        </div>
        <header className={styles.intro}>
          <p className="eyebrow">{t('cnc.list.eyebrow')}</p>
          <h1>{t('cnc.compare.page.title')}</h1>
          {comparing ? <p>{t('cnc.compare.page.intro')}</p> : null}
        </header>
        {unknown.length > 0 ? <UnknownMachines ids={unknown} comparing={comparing} /> : null}
        {request.kind === 'tooMany' ? (
          <TooManyMachines ids={request.ids} />
        ) : comparing ? (
          <>
            <ComparisonTable
              machines={machines}
              onlyDifferences={onlyDifferences}
              onOnlyDifferences={showOnlyDifferences}
              onRemove={removeMachine}
            />
            <QuoteForAll machines={machines} />
          </>
        ) : onlyMachine ? (
          <OneMachine machine={onlyMachine} onRemove={removeMachine} />
        ) : (
          <ChooseMachines tooFew={request.kind === 'machines'} />
        )}
      </div>
    </>
  );
}
