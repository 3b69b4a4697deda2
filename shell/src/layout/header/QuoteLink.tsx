import { useTranslation } from '@site/translation';
import { useQuoteList } from '@site/shared/lists/quoteList';
import { quotePath } from '@site/shared/ui/quote/AddToQuoteButton';
import { LocalNavLink } from '@site/shared/ui/links/LocalLink';
import styles from './QuoteLink.module.css';

/** The visitor's quote request, with how many items it holds, on every page. */
export function QuoteLink() {
  const { t } = useTranslation('shell');
  const count = useQuoteList().length;
  return (
    <LocalNavLink to={quotePath} className={styles.link}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M8 4h8v3H8zM6 5.5H4.5V21h15V5.5H18M8 11h8M8 15h8M8 19h5" />
      </svg>
      <span className="visually-hidden">
        {t('quote.label')}
        {count > 0 ? `, ${t('quote.items', { count })}` : ''}
      </span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="quote-count">
          {count}
        </span>
      ) : null}
    </LocalNavLink>
  );
}
