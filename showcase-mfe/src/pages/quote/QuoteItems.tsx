import { useState } from 'react';
import { useTranslation } from '@site/translation';
import { quoteList, type QuoteItem } from '@site/shared/lists/quoteList';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { QuoteItemRow } from './QuoteItemRow';
import styles from './QuotePage.module.css';

/**
 * The items of the request. Removing one or clearing the list can be undone until the next
 * removal, so a slip of the finger loses nothing.
 */
export function QuoteItems({ items }: { items: readonly QuoteItem[] }) {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  const [removed, setRemoved] = useState<{ items: readonly QuoteItem[]; at: number } | null>(null);

  const remove = (taken: readonly QuoteItem[]) => {
    const ids = new Set(taken.map((item) => item.id));
    setRemoved({ items: taken, at: items.findIndex((item) => ids.has(item.id)) });
    quoteList.write((current) => current.filter((item) => !ids.has(item.id)));
  };
  const undo = () => {
    if (!removed) return;
    quoteList.write((current) => {
      const back = removed.items.filter((item) => !current.some((kept) => kept.id === item.id));
      return [...current.slice(0, removed.at), ...back, ...current.slice(removed.at)];
    });
    setRemoved(null);
  };

  return (
    <section className={styles.items} aria-labelledby="quote-items">
      {items.length > 0 ? (
        <>
          <div className={styles.itemsHead}>
            <h2 id="quote-items">{t('quote.items.title', { count: items.length })}</h2>
            <button type="button" className={styles.textButton} onClick={() => remove(items)}>
              {t('quote.items.clear')}
            </button>
          </div>
          <ol className={styles.list}>
            {items.map((item) => (
              <QuoteItemRow key={item.id} item={item} onRemove={() => remove([item])} />
            ))}
          </ol>
        </>
      ) : (
        <h2 id="quote-items" className="visually-hidden">
          {t('quote.items.title', { count: 0 })}
        </h2>
      )}
      <p role="status" className={styles.undo}>
        {removed ? (
          <>
            {removed.items.length === 1 && removed.items[0]
              ? t('quote.items.removed', { name: removed.items[0].title[language] })
              : t('quote.items.cleared', { count: removed.items.length })}{' '}
            <button type="button" className={styles.textButton} onClick={undo}>
              {t('quote.items.undo')}
            </button>
          </>
        ) : null}
      </p>
    </section>
  );
}
