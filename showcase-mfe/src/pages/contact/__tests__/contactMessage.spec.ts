import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink } from '@site/shared/chat/buildWhatsAppLink';
import { chatText } from '@site/shared/testing/chatText';
import {
  buildContactMessage,
  emptyContact,
  maxMessageLength,
  validateContact,
  type ContactValues,
} from '../contactMessage';

const words = {
  greeting: 'Hello! I am writing from the contact form on your website.',
  name: 'Name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
};

const filled: ContactValues = {
  name: 'Aysel Məmmədova',
  company: 'Caspian Fabrication',
  email: 'aysel@example.az',
  phone: '+994 50 123 45 67',
  message: 'We need a 24 m canopy.',
};

const roundTrip = (text: string) => chatText(buildWhatsAppLink(text));

describe('buildContactMessage', () => {
  it('writes greeting, name, company, e-mail, phone and message on their own lines', () => {
    expect(buildContactMessage(filled, words).split('\n')).toEqual([
      'Hello! I am writing from the contact form on your website.',
      'Name: Aysel Məmmədova',
      'Company: Caspian Fabrication',
      'E-mail: aysel@example.az',
      'Phone: +994 50 123 45 67',
      'Message: We need a 24 m canopy.',
    ]);
  });

  it('leaves the company line out when the company is empty or only spaces', () => {
    for (const company of ['', '   ']) {
      const text = buildContactMessage({ ...filled, company }, words);
      expect(text).not.toContain('Company');
      expect(text.split('\n')).toHaveLength(5);
    }
  });

  it('trims the spaces around every value', () => {
    const text = buildContactMessage(
      { ...filled, name: '  Aysel  ', email: ' aysel@example.az ' },
      words,
    );
    expect(text).toContain('Name: Aysel\n');
    expect(text).toContain('E-mail: aysel@example.az\n');
  });

  it('keeps Cyrillic, ə, emoji, &, # and new lines intact through the chat link', () => {
    const tricky: ContactValues = {
      name: 'Сергей Əliyev',
      company: 'Tom & Jerry Metal #2',
      email: 'serg+test@example.com',
      phone: '+994 (12) 000-00-00',
      message: 'Нужен навес 6×12 м 🏗️\nşəkil #1 & #2\n100% = ?a=b',
    };
    const text = buildContactMessage(tricky, {
      ...words,
      greeting: 'Здравствуйте! Пишу через форму обратной связи на вашем сайте.',
    });
    expect(roundTrip(text)).toBe(text);
    expect(text.split('\n')).toEqual([
      'Здравствуйте! Пишу через форму обратной связи на вашем сайте.',
      'Name: Сергей Əliyev',
      'Company: Tom & Jerry Metal #2',
      'E-mail: serg+test@example.com',
      'Phone: +994 (12) 000-00-00',
      'Message: Нужен навес 6×12 м 🏗️',
      'şəkil #1 & #2',
      '100% = ?a=b',
    ]);
    const link = new URL(buildWhatsAppLink(text));
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.hash).toBe('');
  });
});

describe('validateContact', () => {
  it('accepts a complete request without a company', () => {
    expect(validateContact({ ...filled, company: '' })).toEqual({});
  });

  it('requires name, e-mail, phone and message', () => {
    expect(validateContact(emptyContact)).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      message: 'required',
    });
  });

  it('counts a value of only spaces as empty', () => {
    expect(
      validateContact({
        name: '   ',
        company: '',
        email: ' \t ',
        phone: '  ',
        message: '\n  \n',
      }),
    ).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
  });

  it('rejects an incomplete e-mail address', () => {
    for (const email of ['aysel', 'aysel@', 'aysel@example', 'ay sel@example.az', '@example.az']) {
      expect(validateContact({ ...filled, email }).email).toBe('invalid');
    }
  });

  it('wants 7 to 15 digits in a phone number, with +, spaces, brackets and dashes allowed', () => {
    expect(validateContact({ ...filled, phone: '012 44 55' }).phone).toBeUndefined();
    expect(validateContact({ ...filled, phone: '+994 (12) 000-00-00' }).phone).toBeUndefined();
    expect(validateContact({ ...filled, phone: '12345' }).phone).toBe('invalid');
    expect(validateContact({ ...filled, phone: 'call me' }).phone).toBe('invalid');
    expect(validateContact({ ...filled, phone: '+994 50 123 45 67 89 01' }).phone).toBe('invalid');
  });

  it(`stops a message longer than ${maxMessageLength} characters`, () => {
    expect(validateContact({ ...filled, message: 'a'.repeat(maxMessageLength) })).toEqual({});
    expect(validateContact({ ...filled, message: 'a'.repeat(maxMessageLength + 1) }).message).toBe(
      'tooLong',
    );
  });

  it('keeps the longest request a link browsers and WhatsApp accept', () => {
    const longest = buildContactMessage(
      {
        name: 'Я'.repeat(100),
        company: 'Я'.repeat(120),
        email: 'я'.repeat(254),
        phone: '9'.repeat(30),
        message: '🏗'.repeat(maxMessageLength / 2),
      },
      words,
    );
    expect(buildWhatsAppLink(longest).length).toBeLessThan(10_000);
  });
});
