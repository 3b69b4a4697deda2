import type { ContactForm } from '../../content/types';

export type ContactFieldName = keyof ContactForm;
export type ContactValues = Record<ContactFieldName, string>;
export type ContactError = 'required' | 'invalid' | 'tooLong';
export type ContactErrors = Partial<Record<ContactFieldName, ContactError>>;

/**
 * The longest message the form takes. The whole request travels in the chat link's query, where
 * each Cyrillic letter becomes 6 characters and each emoji 12. With every field at its limit in
 * such letters the link stays under 10,000 characters: far below what browsers open (Chromium
 * takes 2 MB) and WhatsApp's 65,536-character message limit, yet room enough for a real request
 * (sizes, quantities, a deadline).
 */
export const maxMessageLength = 1000;

export const emptyContact: ContactValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  message: '',
};

const requiredFields: readonly ContactFieldName[] = ['name', 'email', 'phone', 'message'];
/** The quote request asks for the person and how to reach them; its items are the message. */
export const detailFields: readonly ContactFieldName[] = ['name', 'company', 'email', 'phone'];
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phonePattern = /^\+?[\d\s()./-]+$/;
/** Local numbers in Azerbaijan have 7 digits; E.164 allows at most 15. */
const phoneDigits = { min: 7, max: 15 };

/**
 * What is wrong with each field; a value of only spaces counts as empty. `fields` are the ones
 * the form shows (the contact form all, the quote request its details).
 */
export function validateContact(
  values: ContactValues,
  fields: readonly ContactFieldName[] = requiredFields,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of requiredFields.filter((name) => fields.includes(name))) {
    if (!values[field].trim()) errors[field] = 'required';
  }
  if (!errors.email && !emailPattern.test(values.email.trim())) errors.email = 'invalid';
  if (!errors.phone) {
    const phone = values.phone.trim();
    const digits = phone.replace(/\D/g, '').length;
    if (!phonePattern.test(phone) || digits < phoneDigits.min || digits > phoneDigits.max) {
      errors.phone = 'invalid';
    }
  }
  if (
    fields.includes('message') &&
    !errors.message &&
    values.message.trim().length > maxMessageLength
  ) {
    errors.message = 'tooLong';
  }
  return errors;
}

/** The greeting and the field labels of the chat message, in the page language. */
export interface ContactMessageWords {
  greeting: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * The prefilled chat text: greeting, name, company (only when given), e-mail, phone and message,
 * each on its own line.
 */
export function buildContactMessage(values: ContactValues, words: ContactMessageWords): string {
  const company = values.company.trim();
  return [
    words.greeting,
    `${words.name}: ${values.name.trim()}`,
    ...(company ? [`${words.company}: ${company}`] : []),
    `${words.email}: ${values.email.trim()}`,
    `${words.phone}: ${values.phone.trim()}`,
    `${words.message}: ${values.message.trim()}`,
  ].join('\n');
}
