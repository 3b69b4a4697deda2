import { useTranslation } from '@site/translation';
import { compareLimits, useCompareList } from '@site/shared/lists/compareList';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { cncComparePath, cncListPath } from '../../../content/cnc-laser/ids';
import { findCncMachine } from '../../../content/cnc-laser/machines';
import { comparisonSearch } from './useComparedIds';
import styles from './CncComparePage.module.css';

/** Ids in the address that name no machine; the others are still compared. */
export function UnknownMachines({
  ids,
  comparing,
}: {
  ids: readonly string[];
  comparing: boolean;
}) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(ids);
  return (
    <div className={styles.notice}>
      <p>{t('cnc.compare.page.unknown', { count: ids.length, ids: names })}</p>
      {comparing ? <p>{t('cnc.compare.page.unknownRest')}</p> : null}
    </div>
  );
}

/** More machines than fit: none are shown, the first four are offered instead. */
export function TooManyMachines({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('products');
  const first = ids.slice(0, compareLimits.max);
  // Offered while they make a comparison: the page then names any of them it does not know.
  const comparable =
    first.filter((id) => findCncMachine(id) !== undefined).length >= compareLimits.min;
  return (
    <div className={styles.notice}>
      <p>{t('cnc.compare.page.tooMany', { count: ids.length, max: compareLimits.max })}</p>
      <p className={styles.noticeLinks}>
        {comparable ? (
          <LocalLink
            to={`${cncComparePath}${comparisonSearch(first)}`}
            className="button button-primary"
          >
            {t('cnc.compare.page.compareFirst', { max: compareLimits.max })}
          </LocalLink>
        ) : null}
        <LocalLink to={cncListPath}>{t('cnc.compare.page.empty.list')}</LocalLink>
      </p>
    </div>
  );
}

/** How to choose machines: on the page with no ids, or when fewer than two are known. */
export function ChooseMachines({ tooFew }: { tooFew: boolean }) {
  const { t } = useTranslation('products');
  const chosen = useCompareList().filter((id) => findCncMachine(id) !== undefined);
  return (
    <section className={styles.choose} aria-labelledby="compare-choose">
      <h2 id="compare-choose">{t('cnc.compare.page.empty.title')}</h2>
      {tooFew ? <p>{t('cnc.compare.page.empty.few')}</p> : null}
      <p>{t('cnc.compare.page.empty.text')}</p>
      <p className={styles.noticeLinks}>
        {chosen.length >= compareLimits.min ? (
          <LocalLink
            to={`${cncComparePath}${comparisonSearch(chosen)}`}
            className="button button-primary"
          >
            {t('cnc.compare.page.empty.chosen', { chosen: chosen.length })}
          </LocalLink>
        ) : null}
        <LocalLink to={cncListPath} className="button button-secondary">
          {t('cnc.compare.page.empty.list')}
        </LocalLink>
      </p>
    </section>
  );
}
