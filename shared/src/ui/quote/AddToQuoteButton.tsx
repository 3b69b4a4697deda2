import { useEffect, useRef } from 'react';
import { useTranslation } from '@site/translation';
import type { LocalizedText } from '../../contract/manifest';
import {
  addToQuote,
  addToQuoteNamedLater,
  earlyQuote,
  hasOnlyOneName,
  nameQuoteItem,
  quoteHasRoomFor,
  removeFromQuote,
  standInNames,
  useQuoteList,
  type QuoteItem,
} from '../../lists/quoteList';
import { LocalLink } from '../links/LocalLink';
import styles from './AddToQuoteButton.module.css';

/** The quote request page below the language root. */
export const quotePath = 'quote';

interface AddToQuoteButtonProps {
  /** Unique on the site: the page path, with `#product` where a page shows several. */
  id: string;
  /** The page below the language root. */
  path: string;
  /** The name in the page's language, as the page shows it. */
  name: string;
  model?: string;
  /** A service is not counted in pieces. */
  kind?: QuoteItem['kind'];
  /** Its name in every language, or how to read it (loaded when the visitor reaches for it). */
  titles: LocalizedText | (() => Promise<LocalizedText>);
  className?: string;
  /** On a dark band the confirmation is written in light colours. */
  tone?: 'light' | 'dark';
}

/**
 * Adds a machine, a consumables group or a service to the visitor's one quote request; once it
 * is there, says so, links to the request and offers to take it off again. Pressed before the
 * client has taken the page over, the page's inline script adds it and says so
 * (`data-quote-early`, shell/src/loader/clientLoader.ts); the link follows with the client.
 */
export function AddToQuoteButton({
  id,
  path,
  name,
  model,
  kind = 'product',
  titles,
  className = 'button button-secondary',
  tone = 'light',
}: AddToQuoteButtonProps) {
  const { t } = useTranslation('common');
  const items = useQuoteList();
  const added = items.some((item) => item.id === id);
  /** The request holds the most it can: nothing more goes on it until it is sent or cut. */
  const full = !quoteHasRoomFor(items, [id]);

  const names = useRef<Promise<LocalizedText> | undefined>(undefined);

  /** The names in every language, asked for once, as soon as the visitor reaches for the button. */
  const readNames = (): Promise<LocalizedText> | undefined => {
    if (typeof titles !== 'function') return undefined;
    names.current ??= titles().catch((error: unknown) => {
      names.current = undefined; // offline now, perhaps not at the next press
      throw error;
    });
    // Asked for early, a failure must not surface as an unhandled rejection.
    names.current.catch(() => undefined);
    return names.current;
  };

  // An item whose page was left before its names arrived (a reload, a closed tab) is named in
  // every language when its page is seen again.
  const unnamed = items.some((item) => item.id === id && hasOnlyOneName(item.title));
  const naming = useRef(false);
  useEffect(() => {
    if (!unnamed || naming.current || typeof titles !== 'function') return;
    naming.current = true;
    void nameQuoteItem(id, titles());
  }, [unnamed, id, titles]);

  /** On the list at once under the page's name; the other languages' names follow. */
  const add = () => {
    naming.current = true;
    const offer = { id, path, kind, ...(model ? { model } : {}) };
    const later = readNames();
    if (later) addToQuoteNamedLater(offer, name, later);
    else if (typeof titles !== 'function') addToQuote({ ...offer, title: titles });
  };

  return (
    <div
      className={`${styles.quote} ${tone === 'dark' ? styles.dark : ''}`}
      data-pagefind-ignore="all"
      data-print="hide"
    >
      {added ? (
        <>
          <p className={styles.added}>
            <span aria-hidden="true">✓</span>
            {t('quote.added')}
          </p>
          <LocalLink to={quotePath} className={styles.link}>
            {t('quote.view', { count: items.length })}
          </LocalLink>
          <button type="button" className={styles.remove} onClick={() => removeFromQuote(id)}>
            {t('quote.remove')}
            <span className="visually-hidden">: {name}</span>
          </button>
        </>
      ) : full ? (
        <p className={styles.full}>
          {t('quote.full')}{' '}
          <LocalLink to={quotePath} className={styles.link}>
            {t('quote.view', { count: items.length })}
          </LocalLink>
        </p>
      ) : (
        <>
          <button
            type="button"
            className={className}
            onPointerEnter={() => void readNames()}
            onFocus={() => void readNames()}
            onClick={add}
            data-quote-early={JSON.stringify(
              earlyQuote({
                id,
                path,
                kind,
                ...(model ? { model } : {}),
                title: typeof titles === 'function' ? standInNames(name) : titles,
              }),
            )}
          >
            {t('quote.add')}
            <span className="visually-hidden">: {name}</span>
          </button>
          {/* Shown in the button's place when it is pressed before the client has taken the page
              over: the page's inline script stores the item and says so at once. */}
          <p className={styles.added} hidden data-quote-answer="">
            <span aria-hidden="true">✓</span>
            {t('quote.added')}
          </p>
        </>
      )}
      <span role="status" className="visually-hidden">
        {added ? t('quote.addedNamed', { name }) : ''}
      </span>
    </div>
  );
}
