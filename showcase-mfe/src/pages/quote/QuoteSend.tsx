import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '@site/translation';
import { buildMailLink } from '@site/shared/chat/buildMailLink';
import { buildWhatsAppLink, chatLinkLimit } from '@site/shared/chat/buildWhatsAppLink';
import type { QuoteItem } from '@site/shared/lists/quoteList';
import { useLanguage } from '@site/shared/ui/links/useLanguage';
import { contactFields } from '../contact/content';
import {
  detailFields,
  emptyContact,
  validateContact,
  type ContactFieldName,
  type ContactValues,
} from '../contact/contactMessage';
import { FormField } from '../contact/FormField';
import { showFirstError } from '../contact/showFirstError';
import { fitQuoteMessage, writeQuoteMessage } from './quoteMessage';
import { useQuoteWords } from './useQuoteWords';
import contactStyles from '../contact/ContactPage.module.css';
import styles from './QuotePage.module.css';

const fields = contactFields.filter((field) => detailFields.includes(field.name));

/**
 * Who asks, and the request on its way: checked as the contact form checks it, then opened in
 * the chat or the mail program with the list written out in the page's language, or copied.
 */
export function QuoteSend({ items }: { items: readonly QuoteItem[] }) {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  const words = useQuoteWords();
  const [details, setDetails] = useState<ContactValues>(emptyContact);
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const preview = useRef<HTMLPreElement>(null);
  const errors = checked ? validateContact(details, detailFields) : {};
  const errorCount = Object.keys(errors).length;

  const subject = t('quote.mail.subject', { count: items.length });
  const full = writeQuoteMessage(items, language, details, words);
  const chat = fitQuoteMessage(
    items,
    language,
    details,
    words,
    (text) => buildWhatsAppLink(text).length <= chatLinkLimit,
  );
  const mail = fitQuoteMessage(
    items,
    language,
    details,
    words,
    (text) => buildMailLink(subject, text).length <= chatLinkLimit,
  );
  const shortened = chat.shown < items.length || !chat.fullNotes;

  /** Follows the link only when the details are complete; otherwise shows what is missing. */
  const send = (event: MouseEvent<HTMLAnchorElement>, sent: string) => {
    const found = validateContact(details, detailFields);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      event.preventDefault();
      if (form.current) showFirstError(form.current, firstInvalid.name, () => setChecked(true));
      return;
    }
    setNotice(sent);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setNotice(t('quote.send.copied'));
    } catch {
      // No clipboard (permission, an old browser): the text is selected for Ctrl+C.
      if (preview.current) window.getSelection()?.selectAllChildren(preview.current);
      setNotice(t('quote.send.copyFailed'));
    }
  };

  const change = (name: ContactFieldName) => (value: string) =>
    setDetails((current) => ({ ...current, [name]: value }));

  return (
    <section className={styles.send} aria-labelledby="quote-send">
      <form
        ref={form}
        className={contactStyles.form}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 id="quote-send">{t('quote.send.title')}</h2>
        <p className={contactStyles.note}>{t('quote.send.text')}</p>
        {errorCount > 0 ? (
          <p className={contactStyles.summary} role="alert">
            {t('contact.form.errorSummary', { count: errorCount })}
          </p>
        ) : null}
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={details[field.name]}
            error={errors[field.name]}
            onChange={change(field.name)}
          />
        ))}
        <div className={styles.actions}>
          <a
            href={buildWhatsAppLink(chat.text)}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-whatsapp"
            onClick={(event) => send(event, t('quote.send.sentChat'))}
          >
            {t('quote.send.whatsapp')}
            <span className="visually-hidden"> ({t('chat.newTab', { ns: 'common' })})</span>
          </a>
          <a
            href={buildMailLink(subject, mail.text)}
            className="button button-secondary"
            onClick={(event) => send(event, t('quote.send.sentMail'))}
          >
            {t('quote.send.email')}
          </a>
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {t('quote.send.copy')}
          </button>
        </div>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </form>
      <div className={styles.preview}>
        <h3 id="quote-preview">{t('quote.send.preview')}</h3>
        {shortened ? (
          <p className={styles.shortened}>
            {t('quote.send.shortened', { shown: chat.shown, count: items.length })}
          </p>
        ) : null}
        <pre ref={preview} aria-labelledby="quote-preview" className={styles.text}>
          {full}
        </pre>
      </div>
    </section>
  );
}
