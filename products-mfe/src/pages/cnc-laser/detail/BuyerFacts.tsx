import { useTranslation } from '@site/translation';
import type { MachineBuyerFacts } from '@site/shared/content/schemas/buyerFacts';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { SpecTable } from '../../../components/spec-table/SpecTable';
import { buyerFactRows, type BuyerWords } from '../../../content/cnc-laser/buyerFactRows';
import styles from './CncLaserDetailPage.module.css';

/**
 * "Before you buy": the answers to a buyer's questions that the company has filled in (maker,
 * origin, components, cutting capacity, warranty, lead time, installation, service, spare
 * parts). Nothing is shown while none is known; the figures are never guessed.
 */
export function BuyerFacts({ facts }: { facts: MachineBuyerFacts | undefined }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  // The keys are built from the facts' names; the CNC words have each (tested).
  const words: BuyerWords = (key, values) =>
    (t as unknown as (key: string, options?: object) => string)(key, values);
  const rows = buyerFactRows(facts, language, words);
  if (rows.length === 0) return null;
  return (
    <section className={`container ${styles.buyer}`} aria-labelledby="cnc-buyer">
      <h2 id="cnc-buyer">{t('cnc.buyer.title')}</h2>
      <SpecTable specifications={rows} language={language} />
    </section>
  );
}
