import { useNavigate } from '@site/router';
import { useTranslation } from '@site/translation';
import type { LocalizedText } from '@site/shared/contract/manifest';
import { languages } from '@site/shared/i18n/languages';
import { sitePath } from '@site/shared/links/sitePath';
import { addToQuote, renameQuoteItem } from '@site/shared/lists/quoteList';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { quotePath } from '@site/shared/ui/quote/AddToQuoteButton';
import { productTitles } from '../../../content/productTitles';
import { cncMachinePath } from '../catalogue/ids';
import type { CncMachine } from '../catalogue/machine';
import styles from './CncComparePage.module.css';

/**
 * Puts every compared machine on the quote request (as its own page does) and opens it. The
 * page's names stand in for the other languages until their words arrive.
 */
export function QuoteForAll({ machines }: { machines: readonly CncMachine[] }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();

  const request = () => {
    for (const machine of machines) {
      const path = cncMachinePath(machine.id);
      const name = t(machine.sheet.name);
      const standIn = Object.fromEntries(languages.map((lng) => [lng, name])) as LocalizedText;
      addToQuote({ id: path, path, kind: 'product', title: standIn, model: machine.sheet.model });
      productTitles(machine.sheet.name)().then(
        (title) => renameQuoteItem(path, title),
        () => undefined,
      );
    }
    navigate(sitePath(language, quotePath));
  };

  return (
    <p className={styles.quote} data-print="hide">
      <button type="button" className="button button-primary" onClick={request}>
        {t('cnc.compare.page.quote')}
      </button>
    </p>
  );
}
