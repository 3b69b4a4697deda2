import { useState } from 'react';
import { useNavigate } from '@site/router';
import { useTranslation } from '@site/translation';
import { sitePath } from '@site/shared/links/sitePath';
import { addToQuote, namesInEveryLanguage } from '@site/shared/lists/quoteList';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { quotePath } from '@site/shared/ui/quote/AddToQuoteButton';
import { productTitles } from '../../../content/productTitles';
import { cncMachinePath } from '../../../content/cnc-laser/ids';
import type { CncMachine } from '../../../content/cnc-laser/machine';
import styles from './CncComparePage.module.css';

/**
 * Puts every compared machine on the quote request (as its own page does, named in every
 * language) and opens it.
 */
export function QuoteForAll({ machines }: { machines: readonly CncMachine[] }) {
  const { t } = useTranslation('products');
  const language = useLanguage();
  const navigate = useNavigate();

  const [adding, setAdding] = useState(false);

  const request = async () => {
    if (adding) return;
    setAdding(true);
    const titles = await Promise.all(
      machines.map((machine) =>
        namesInEveryLanguage(productTitles(machine.sheet.name), t(machine.sheet.name)),
      ),
    );
    machines.forEach((machine, index) => {
      const path = cncMachinePath(machine.id);
      const title = titles[index];
      if (title) addToQuote({ id: path, path, kind: 'product', title, model: machine.sheet.model });
    });
    void navigate(sitePath(language, quotePath));
  };

  return (
    <p className={styles.quote} data-print="hide">
      <button
        type="button"
        className="button button-primary"
        aria-busy={adding}
        onClick={() => void request()}
      >
        {t('cnc.compare.page.quote')}
      </button>
    </p>
  );
}
