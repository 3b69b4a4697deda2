import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  mockAllIsIntersecting,
  destroyIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, openingHours } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import { containing, renderPage, spaced } from '../../../testing/renderPage';
import { ContactDetails } from '../ContactDetails';
import { ContactForm } from '../ContactForm';
import ContactPage from '../ContactPage';
import type { Language } from '@site/shared/i18n/languages';

const renderPart = (part: ReactElement, language: Language) =>
  renderPage(part, 'contact', language);

// The form and the details alone: happy-dom loads no frames and logs the map frame as an error.
const render = (language: Language = 'en') => renderPart(<ContactForm />, language);
const renderDetails = (language: Language) => renderPart(<ContactDetails />, language);
const renderContactPage = (language: Language) => renderPart(<ContactPage />, language);

const openChat = () => vi.spyOn(window, 'open').mockReturnValue(null);

/** The text of the chat link that `window.open` was asked to open. */
function openedText(open: ReturnType<typeof openChat>): string {
  const [url, target, features] = open.mock.calls[0]!;
  expect(target).toBe('_blank');
  expect(features).toBe('noopener,noreferrer');
  return chatText(String(url));
}

type Words = Awaited<ReturnType<typeof render>>['t'];

/** The form's fields by their labels, in the page language. */
const labels = (t: Words) => ({
  name: t('contact.form.fields.name.label'),
  company: `${t('contact.form.fields.company.label')} (${t('contact.form.optional')})`,
  email: t('contact.form.fields.email.label'),
  phone: t('contact.form.fields.phone.label'),
  message: t('contact.form.fields.message.label'),
});

/** The chat text's line for a field, as the form writes it. */
const line = (t: Words, field: 'name' | 'company' | 'email' | 'phone' | 'message', value: string) =>
  `${t(`contact.message.${field}`)}: ${value}`;

let user: UserEvent;

// Typing without a pause between keys keeps the long requests fast on a busy machine. The map
// frame comes only when a test says the visitor scrolled near it.
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  setupIntersectionMocking(vi.fn);
});
afterEach(() => {
  destroyIntersectionMocking();
  vi.restoreAllMocks();
});

describe('ContactPage form', () => {
  it('asks for name, company (optional), e-mail, phone and message', async () => {
    const { t } = await render();
    const field = labels(t);
    expect(screen.getByRole('textbox', { name: field.name })).toBeRequired();
    expect(screen.getByRole('textbox', { name: field.company })).not.toBeRequired();
    const email = screen.getByRole('textbox', { name: field.email });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const phone = screen.getByRole('textbox', { name: field.phone });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    const message = screen.getByRole('textbox', { name: field.message });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxlength', '1000');
  });

  it('counts the characters of the message against the limit', async () => {
    const { t } = await render();
    const counter = (count: number) => t('contact.form.counter', { count, max: 1000 });
    const message = screen.getByRole('textbox', { name: labels(t).message });
    expect(screen.getByText(spaced(counter(0)))).toBeInTheDocument();
    await user.type(message, 'Two 6 m canopies');
    expect(screen.getByText(spaced(counter(16)))).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(
      `${t('contact.form.fields.message.hint')} ${counter(16)}`,
    );
  });

  it('treats values of only spaces as empty, says so in the page language and opens nothing', async () => {
    const open = openChat();
    const { t } = await render('az');
    const field = labels(t);
    for (const name of [field.name, field.email, field.phone, field.message]) {
      await user.type(screen.getByRole('textbox', { name }), '   ');
    }
    await user.click(screen.getByRole('button', { name: t('contact.form.submit') }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      spaced(t('contact.form.errorSummary', { count: 4 })),
    );
    const name = screen.getByRole('textbox', { name: field.name });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(t('contact.form.fields.name.errors.required'));
    expect(name).toHaveFocus();
    expect(
      screen.getByText(spaced(t('contact.form.fields.message.errors.required'))),
    ).toBeVisible();
  });

  it('explains a wrong e-mail or phone and clears the message once fixed', async () => {
    const { t } = await render('ru');
    const field = labels(t);
    const summary = (count: number) => spaced(t('contact.form.errorSummary', { count }));
    await user.type(screen.getByRole('textbox', { name: field.name }), 'Сергей');
    await user.type(screen.getByRole('textbox', { name: field.email }), 'sergey@');
    await user.type(screen.getByRole('textbox', { name: field.phone }), '123');
    await user.type(screen.getByRole('textbox', { name: field.message }), 'Нужен навес');
    await user.click(screen.getByRole('button', { name: t('contact.form.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(summary(2));
    expect(
      screen.getByText(spaced(t('contact.form.fields.email.errors.invalid'))),
    ).toBeInTheDocument();
    expect(
      screen.getByText(spaced(t('contact.form.fields.phone.errors.invalid'))),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: field.email }), 'example.ru');
    expect(screen.getByRole('alert')).toHaveTextContent(summary(1));
  });

  it('opens the chat in a new window with the request in the page language, without an empty company', async () => {
    const open = openChat();
    const { t } = await render('az');
    const field = labels(t);
    await user.type(screen.getByRole('textbox', { name: field.name }), ' Aysel Məmmədova ');
    await user.type(screen.getByRole('textbox', { name: field.email }), 'aysel@example.az');
    await user.type(screen.getByRole('textbox', { name: field.phone }), '+994 50 123 45 67');
    await user.type(
      screen.getByRole('textbox', { name: field.message }),
      'Salam & təşəkkür #1{Enter}İkinci sətir 🏗️',
    );
    await user.click(screen.getByRole('button', { name: t('contact.form.submit') }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(openedText(open)).toBe(
      [
        t('contact.message.greeting'),
        line(t, 'name', 'Aysel Məmmədova'),
        line(t, 'email', 'aysel@example.az'),
        line(t, 'phone', '+994 50 123 45 67'),
        line(t, 'message', 'Salam & təşəkkür #1'),
        'İkinci sətir 🏗️',
      ].join('\n'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(spaced(t('contact.form.sent')));
  });

  it('names the company when one is given', async () => {
    const open = openChat();
    const { t } = await render('ru');
    const field = labels(t);
    await user.type(screen.getByRole('textbox', { name: field.name }), 'Сергей Иванов');
    await user.type(screen.getByRole('textbox', { name: field.company }), 'Каспий Металл');
    await user.type(screen.getByRole('textbox', { name: field.email }), 'sergey@example.ru');
    await user.type(screen.getByRole('textbox', { name: field.phone }), '+994 12 000 00 00');
    await user.type(screen.getByRole('textbox', { name: field.message }), 'Нужна башня 30 м');
    await user.click(screen.getByRole('button', { name: t('contact.form.submit') }));
    expect(openedText(open)).toBe(
      [
        t('contact.message.greeting'),
        line(t, 'name', 'Сергей Иванов'),
        line(t, 'company', 'Каспий Металл'),
        line(t, 'email', 'sergey@example.ru'),
        line(t, 'phone', '+994 12 000 00 00'),
        line(t, 'message', 'Нужна башня 30 м'),
      ].join('\n'),
    );
  });

  it('shows what a visitor types only as text, never as markup', async () => {
    const open = openChat();
    const { container, t } = await render();
    const field = labels(t);
    const markup = '<img src=x onerror=alert(1)>';
    await user.type(screen.getByRole('textbox', { name: field.name }), markup);
    await user.type(screen.getByRole('textbox', { name: field.email }), 'a@example.com');
    await user.type(screen.getByRole('textbox', { name: field.phone }), '+994120000000');
    await user.type(screen.getByRole('textbox', { name: field.message }), markup);
    await user.click(screen.getByRole('button', { name: t('contact.form.submit') }));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(openedText(open)).toContain(line(t, 'name', markup));
  });
});

describe('ContactPage details', () => {
  it('gives the address, a phone link, an e-mail link and the opening hours', async () => {
    const { t, common } = await renderDetails('tr');
    const details = within(screen.getByRole('region', { name: t('contact.details.title') }));
    expect(details.getByText(spaced(company.address.tr))).toBeInTheDocument();
    expect(details.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.dial}`,
    );
    expect(details.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(details.getByRole('heading', { name: common('hours.title') })).toBeInTheDocument();
    const [weekdays, saturday] = openingHours;
    expect(
      details
        .getAllByRole('definition')
        .slice(-3)
        .map((d) => d.textContent),
    ).toEqual([
      `${weekdays?.opens}–${weekdays?.closes}`,
      `${saturday?.opens}–${saturday?.closes}`,
      common('hours.closed'),
    ]);
    const chat = details.getByRole('link', {
      name: containing(t('contact.details.chat')),
    });
    expect(chatText(chat)).toBe(t('contact.details.chatMessage'));
  });

  it('has one h1, the form, the details and the map', async () => {
    const { t } = await renderContactPage('en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: t('contact.form.title') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('contact.details.title') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('contact.map.title') })).toBeInTheDocument();
  });

  it('puts in a lazy, titled OpenStreetMap frame once the visitor scrolls near it', async () => {
    const { t } = await renderContactPage('en');
    const title = spaced(t('contact.map.frameTitle'));
    expect(screen.queryByTitle(title)).not.toBeInTheDocument();
    act(() => mockAllIsIntersecting(true));
    const map = screen.getByTitle(title);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    const src = new URL(map.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe(`${company.map.latitude},${company.map.longitude}`);
    expect(screen.getByRole('link', { name: t('contact.map.open') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/),
    );
  });
});
