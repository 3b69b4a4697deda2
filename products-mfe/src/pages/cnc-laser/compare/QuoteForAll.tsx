import { useNavigate } from '@site/router';
import { useTranslation } from '@site/translation';
import { sitePath } from '@site/shared/links/sitePath';
import {
  addToQuoteNamedLater,
  quoteHasRoomFor,
  quoteLimits,
  useQuoteList,
} from '@site/shared/lists/quoteList';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { quotePath } from '@site/shared/ui/quote/AddToQuoteButton';
import { productTitles } from '../../../content/productTitles';
import { cncMachinePath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import styles from './CncComparePage.module.css';

/**
 * Puts every compared machine on the quote request (as its own page does) and opens it. When the
 * request has no room for all of them, it says so and adds none: a machine is never left off
 * without a word.
 */
export function QuoteForAll({ machines }: { machines: readonly CncMachine[] }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();
  const items = useQuoteList();
  const fits = quoteHasRoomFor(
    items,
    machines.map((machine) => cncMachinePath(machine.id)),
  );

  /** On the list at once under this page's names; the other languages' names follow. */
  const request = () => {
    for (const machine of machines) {
      const path = cncMachinePath(machine.id);
      addToQuoteNamedLater(
        { id: path, path, kind: 'product', model: machine.sheet.model },
        t(machine.sheet.name),
        productTitles(machine.sheet.name)(),
      );
    }
    void navigate(sitePath(language, quotePath));
  };

  return (
    <p className={styles.quote} data-print="hide">
      {!fits ? (
        <>
          {t('cnc.compare.page.quoteNoRoom', { limit: quoteLimits.items })}{' '}
          <LocalLink to={quotePath}>
            {t('quote.view', { ns: 'common', count: items.length })}
          </LocalLink>
        </>
      ) : (
        <button type="button" className="button button-primary" onClick={request}>
          {t('cnc.compare.page.quote')}
        </button>
      )}
    </p>
  );
}
