import type { TextKey } from '../../content/types';
import { maxMessageLength, type ContactError, type ContactFieldName } from './contactMessage';

export interface ContactField {
  name: ContactFieldName;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  required: boolean;
  maxLength: number;
  label: TextKey;
  /** A hint under the label. */
  hint?: TextKey;
  /** The message of each error the field can have (validateContact). */
  errors: Partial<Record<ContactError, TextKey>>;
}

/** The contact form of the spec (section 3), in the order a visitor fills it in. */
export const contactFields = [
  {
    name: 'name',
    type: 'text',
    autoComplete: 'name',
    required: true,
    maxLength: 100,
    label: 'contact.form.fields.name.label',
    errors: { required: 'contact.form.fields.name.errors.required' },
  },
  {
    name: 'company',
    type: 'text',
    autoComplete: 'organization',
    required: false,
    maxLength: 120,
    label: 'contact.form.fields.company.label',
    errors: {},
  },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: 254,
    label: 'contact.form.fields.email.label',
    errors: {
      required: 'contact.form.fields.email.errors.required',
      invalid: 'contact.form.fields.email.errors.invalid',
    },
  },
  {
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    required: true,
    maxLength: 30,
    label: 'contact.form.fields.phone.label',
    hint: 'contact.form.fields.phone.hint',
    errors: {
      required: 'contact.form.fields.phone.errors.required',
      invalid: 'contact.form.fields.phone.errors.invalid',
    },
  },
  {
    name: 'message',
    type: 'textarea',
    required: true,
    maxLength: maxMessageLength,
    label: 'contact.form.fields.message.label',
    hint: 'contact.form.fields.message.hint',
    errors: {
      required: 'contact.form.fields.message.errors.required',
      tooLong: 'contact.form.fields.message.errors.tooLong',
    },
  },
] as const satisfies readonly ContactField[];
