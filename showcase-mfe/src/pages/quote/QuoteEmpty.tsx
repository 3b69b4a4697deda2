import { useTranslation } from '@site/translation';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import styles from './QuotePage.module.css';

/** An empty request says how to fill it and where the things to add are. */
export function QuoteEmpty() {
  const { t } = useTranslation('showcase');
  return (
    <section className={styles.empty} aria-labelledby="quote-empty">
      <h2 id="quote-empty">{t('quote.empty.title')}</h2>
      <p>{t('quote.empty.text')}</p>
      <div className={styles.actions}>
        <LocalLink to="products" className="button button-primary">
          {t('quote.empty.products')}
        </LocalLink>
        <LocalLink to="services" className="button button-secondary">
          {t('quote.empty.services')}
        </LocalLink>
      </div>
    </section>
  );
}
