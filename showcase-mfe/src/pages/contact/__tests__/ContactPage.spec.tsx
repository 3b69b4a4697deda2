import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  mockAllIsIntersecting,
  destroyIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../../../messages';
import { ContactDetails } from '../ContactDetails';
import { ContactForm } from '../ContactForm';
import ContactPage from '../ContactPage';
import type { Language } from '@site/shared/i18n/languages';

const renderPart = (part: ReactElement, language: Language) =>
  renderWithSite(part, { language, path: 'contact', loadMessages: loadAllShowcaseMessages });

// The form and the details alone: happy-dom loads no frames and logs the map frame as an error.
const render = (language: Language = 'en') => renderPart(<ContactForm />, language);
const renderDetails = (language: Language) => renderPart(<ContactDetails />, language);
const renderPage = (language: Language) => renderPart(<ContactPage />, language);

const openChat = () => vi.spyOn(window, 'open').mockReturnValue(null);

/** The text of the chat link that `window.open` was asked to open. */
function openedText(open: ReturnType<typeof openChat>): string {
  const [url, target, features] = open.mock.calls[0]!;
  expect(target).toBe('_blank');
  expect(features).toBe('noopener,noreferrer');
  return chatText(String(url));
}

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
    await render();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).not.toBeRequired();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxlength', '1000');
  });

  it('counts the characters of the message against the limit', async () => {
    await render();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 1000 characters')).toBeInTheDocument();
    await user.type(message, 'Two 6 m canopies');
    expect(screen.getByText('16 / 1000 characters')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(
      'What you need, sizes and quantities, and by when. 16 / 1000 characters',
    );
  });

  it('treats values of only spaces as empty, says so in the page language and opens nothing', async () => {
    const open = openChat();
    await render('az');
    for (const name of ['Ad və soyad', 'E-poçt', 'Telefon', 'Mesaj']) {
      await user.type(screen.getByRole('textbox', { name }), '   ');
    }
    await user.click(screen.getByRole('button', { name: 'WhatsApp ilə göndərin' }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zəhmət olmasa, aşağıdakı 4 sahəni düzəldin.',
    );
    const name = screen.getByRole('textbox', { name: 'Ad və soyad' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Zəhmət olmasa, adınızı və soyadınızı yazın.');
    expect(name).toHaveFocus();
    expect(screen.getByText('Zəhmət olmasa, sorğunuz barədə bir neçə söz yazın.')).toBeVisible();
  });

  it('explains a wrong e-mail or phone and clears the message once fixed', async () => {
    await render('ru');
    await user.type(screen.getByRole('textbox', { name: 'Имя и фамилия' }), 'Сергей');
    await user.type(screen.getByRole('textbox', { name: 'Эл. почта' }), 'sergey@');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Нужен навес');
    await user.click(screen.getByRole('button', { name: 'Отправить через WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте 2 поля ниже.');
    expect(
      screen.getByText('Введите адрес почты полностью, например name@company.az.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Введите номер телефона из 7–15 цифр, например +994 50 123 45 67.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Эл. почта' }), 'example.ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте 1 поле ниже.');
  });

  it('opens the chat in a new window with the request in the page language, without an empty company', async () => {
    const open = openChat();
    await render('az');
    await user.type(screen.getByRole('textbox', { name: 'Ad və soyad' }), ' Aysel Məmmədova ');
    await user.type(screen.getByRole('textbox', { name: 'E-poçt' }), 'aysel@example.az');
    await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '+994 50 123 45 67');
    await user.type(
      screen.getByRole('textbox', { name: 'Mesaj' }),
      'Salam & təşəkkür #1{Enter}İkinci sətir 🏗️',
    );
    await user.click(screen.getByRole('button', { name: 'WhatsApp ilə göndərin' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(openedText(open)).toBe(
      [
        'Salam! Saytınızdakı əlaqə formasından yazıram.',
        'Ad: Aysel Məmmədova',
        'E-poçt: aysel@example.az',
        'Telefon: +994 50 123 45 67',
        'Mesaj: Salam & təşəkkür #1',
        'İkinci sətir 🏗️',
      ].join('\n'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'WhatsApp sorğunuzla yeni pəncərədə açıldı.',
    );
  });

  it('names the company when one is given', async () => {
    const open = openChat();
    await render('ru');
    await user.type(screen.getByRole('textbox', { name: 'Имя и фамилия' }), 'Сергей Иванов');
    await user.type(
      screen.getByRole('textbox', { name: 'Компания (необязательно)' }),
      'Каспий Металл',
    );
    await user.type(screen.getByRole('textbox', { name: 'Эл. почта' }), 'sergey@example.ru');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+994 12 000 00 00');
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Нужна башня 30 м');
    await user.click(screen.getByRole('button', { name: 'Отправить через WhatsApp' }));
    expect(openedText(open)).toBe(
      [
        'Здравствуйте! Пишу через форму обратной связи на вашем сайте.',
        'Имя: Сергей Иванов',
        'Компания: Каспий Металл',
        'Эл. почта: sergey@example.ru',
        'Телефон: +994 12 000 00 00',
        'Сообщение: Нужна башня 30 м',
      ].join('\n'),
    );
  });

  it('shows what a visitor types only as text, never as markup', async () => {
    const open = openChat();
    const { container } = await render();
    const markup = '<img src=x onerror=alert(1)>';
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), markup);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+994120000000');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), markup);
    await user.click(screen.getByRole('button', { name: 'Send via WhatsApp' }));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(openedText(open)).toContain(`Name: ${markup}`);
  });
});

describe('ContactPage details', () => {
  it('gives the address, a phone link, an e-mail link and the opening hours', async () => {
    await renderDetails('tr');
    const details = within(screen.getByRole('region', { name: 'Ofisimiz' }));
    expect(details.getByText('Örnek Caddesi 1, Bakü AZ1000, Azerbaycan')).toBeInTheDocument();
    expect(details.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.dial}`,
    );
    expect(details.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(details.getByRole('heading', { name: 'Çalışma saatleri' })).toBeInTheDocument();
    expect(
      details
        .getAllByRole('definition')
        .slice(-3)
        .map((d) => d.textContent),
    ).toEqual(['08:30–18:00', '09:00–13:00', 'Kapalı']);
    const chat = details.getByRole('link', { name: /WhatsApp'tan yazın/ });
    expect(chatText(chat)).toBe(
      'Merhaba! Çelik yapılarınız ve endüstriyel ekipmanınız hakkında bir sorum var.',
    );
  });

  it('has one h1, the form, the details and the map', async () => {
    await renderPage('en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Send a request' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our office' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to find us' })).toBeInTheDocument();
  });

  it('puts in a lazy, titled OpenStreetMap frame once the visitor scrolls near it', async () => {
    await renderPage('en');
    const title = 'Map showing our office in Baku (OpenStreetMap)';
    expect(screen.queryByTitle(title)).not.toBeInTheDocument();
    act(() => mockAllIsIntersecting(true));
    const map = screen.getByTitle(title);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    const src = new URL(map.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe(`${company.map.latitude},${company.map.longitude}`);
    expect(screen.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/),
    );
  });
});
