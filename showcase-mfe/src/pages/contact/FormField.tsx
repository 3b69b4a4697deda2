import { useTranslation } from '@site/translation';
import type { ContactField } from './content';
import type { ContactError } from './contactMessage';
import styles from './ContactPage.module.css';

interface FormFieldProps {
  field: ContactField;
  value: string;
  error?: ContactError;
  onChange: (value: string) => void;
}

/** One labelled input of the contact form, with its hint, error and (for the message) counter. */
export function FormField({ field, value, error, onChange }: FormFieldProps) {
  const { t } = useTranslation('showcase');
  const id = `contact-${field.name}`;
  const counter = field.type === 'textarea';
  const errorText = error ? field.errors[error] : undefined;
  const describedBy = [
    field.hint ? `${id}-hint` : null,
    counter ? `${id}-counter` : null,
    errorText ? `${id}-error` : null,
  ].filter(Boolean);
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    className: styles.input,
  } as const;

  return (
    <div className={styles.field} data-field>
      <label htmlFor={id} className={styles.label}>
        {t(field.label)}
        {field.required ? null : (
          <span className={styles.optional}> ({t('contact.form.optional')})</span>
        )}
      </label>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {t(field.hint)}
        </p>
      ) : null}
      {field.type === 'textarea' ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {counter ? (
        <p id={`${id}-counter`} className={styles.counter}>
          {t('contact.form.counter', { count: value.length, max: field.maxLength })}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${id}-error`} className={styles.error}>
          {t(errorText, { max: field.maxLength })}
        </p>
      ) : null}
    </div>
  );
}
