import { maxMessageLength, type ContactFieldName } from './contactMessage';

export interface ContactField {
  name: ContactFieldName;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  required: boolean;
  maxLength: number;
  /** Whether the field has a hint under its label. */
  hint?: boolean;
}

/** The contact form of the spec (section 3), in the order a visitor fills it in. */
export const contactFields = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true, maxLength: 100 },
  {
    name: 'company',
    type: 'text',
    autoComplete: 'organization',
    required: false,
    maxLength: 120,
  },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true, maxLength: 30, hint: true },
  { name: 'message', type: 'textarea', required: true, maxLength: maxMessageLength, hint: true },
] as const satisfies readonly ContactField[];
