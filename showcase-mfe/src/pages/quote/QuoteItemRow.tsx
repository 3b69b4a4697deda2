import { useId, useState } from 'react';
import { useTranslation } from '@site/translation';
import { quoteLimits, updateQuoteItem, type QuoteItem } from '@site/shared/lists/quoteList';
import { LocalLink } from '@site/shared/ui/links/LocalLink';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import styles from './QuotePage.module.css';

interface QuoteItemRowProps {
  item: QuoteItem;
  onRemove: () => void;
}

/** One item: its page, its model, how many (for a machine), a note, and a way to remove it. */
export function QuoteItemRow({ item, onRemove }: QuoteItemRowProps) {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  const id = useId();
  const name = item.title[language];
  // What is typed stays as typed (an empty field while correcting); the list keeps 1–999.
  const [quantity, setQuantity] = useState(String(item.quantity));
  const shownQuantity =
    Number(quantity) === item.quantity || quantity === '' ? quantity : String(item.quantity);

  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 id={`${id}-name`} className={styles.itemName}>
          <LocalLink to={item.path}>{name}</LocalLink>
        </h3>
        {item.model ? (
          <p className={styles.model}>{t('quote.item.model', { model: item.model })}</p>
        ) : null}
      </div>
      <div className={styles.itemFields}>
        {item.kind === 'product' ? (
          <div className={styles.quantity}>
            <label htmlFor={`${id}-quantity`}>{t('quote.item.quantity')}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={quoteLimits.quantity}
              step={1}
              value={shownQuantity}
              aria-describedby={`${id}-name`}
              onChange={(event) => {
                setQuantity(event.target.value);
                const value = event.target.valueAsNumber;
                if (Number.isInteger(value) && value >= 1)
                  updateQuoteItem(item.id, { quantity: value });
              }}
              onBlur={() => setQuantity(String(item.quantity))}
            />
          </div>
        ) : null}
        <div className={styles.noteField}>
          <label htmlFor={`${id}-note`}>{t('quote.item.note')}</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={quoteLimits.note}
            placeholder={t(
              item.kind === 'group' ? 'quote.item.groupNoteHint' : 'quote.item.noteHint',
            )}
            value={item.note}
            aria-describedby={`${id}-name`}
            onChange={(event) => updateQuoteItem(item.id, { note: event.target.value })}
          />
        </div>
      </div>
      <button type="button" className={styles.textButton} onClick={onRemove}>
        {t('quote.item.remove')}
        <span className="visually-hidden">: {name}</span>
      </button>
    </li>
  );
}
