import { useState, type FormEvent } from 'react';
import { useTranslation } from '@site/translation';
import { buildWhatsAppLink } from '@site/shared/chat/buildWhatsAppLink';
import { ChatLink } from '@site/shared/ui/links/ChatLink';
import { contactFields } from './content';
import {
  buildContactMessage,
  emptyContact,
  validateContact,
  type ContactFieldName,
  type ContactValues,
} from './contactMessage';
import { FormField } from './FormField';
import { showFirstError } from './showFirstError';
import styles from './ContactPage.module.css';

/**
 * The contact form: checked on submit (then on every change), it opens the chat in a new window
 * with the visitor's request written out. What the visitor types is only ever rendered as text.
 */
export function ContactForm() {
  const { t } = useTranslation('showcase');
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const errors = checked ? validateContact(values) : {};
  const errorCount = Object.keys(errors).length;

  const change = (name: ContactFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSent(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    const firstInvalid = contactFields.find((field) => found[field.name]);
    if (firstInvalid) {
      showFirstError(event.currentTarget, firstInvalid.name, () => setChecked(true));
      return;
    }
    const text = buildContactMessage(values, {
      greeting: t('contact.message.greeting'),
      name: t('contact.message.name'),
      company: t('contact.message.company'),
      email: t('contact.message.email'),
      phone: t('contact.message.phone'),
      message: t('contact.message.message'),
    });
    window.open(buildWhatsAppLink(text), '_blank', 'noopener,noreferrer');
    setSent(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form">
      <h2 id="contact-form">{t('contact.form.title')}</h2>
      <p className={styles.note}>{t('contact.form.text')}</p>
      {errorCount > 0 ? (
        <p className={styles.summary} role="alert">
          {t('contact.form.errorSummary', { count: errorCount })}
        </p>
      ) : null}
      {contactFields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={change(field.name)}
        />
      ))}
      <button type="submit" className="button button-whatsapp">
        {t('contact.form.submit')}
      </button>
      <div role="status">
        {sent ? (
          <p className={styles.sent}>
            {t('contact.form.sent')} <ChatLink message={sent}>{t('contact.form.again')}</ChatLink>
          </p>
        ) : null}
      </div>
    </form>
  );
}
