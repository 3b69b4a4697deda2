import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import FacadeCoveringPage from '../FacadeCoveringPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<FacadeCoveringPage />, 'services/facade-covering', language);

describe('FacadeCoveringPage', () => {
  it('shows six cladding systems and four advantages under its one h1', async () => {
    await render('tr');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hazar rüzgârına ve yaz güneşine dayanan cepheler',
    );
    expect(itemHeadings(sectionNamed('Uyguladığımız kaplama sistemleri'))).toHaveLength(6);
    expect(itemHeadings(sectionNamed('Cephelerimiz neden sızdırmaz kalır'))).toEqual([
      'Tahminle değil, hesapla',
      'Dönüş parçaları kendi atölyemizde',
      'Her yükseklikte erişim',
      'İşçiliğe garanti',
    ]);
  });

  it('calls by WhatsApp about the facade and sends e-mail through the contact page', async () => {
    await render('az');
    const cta = sectionNamed('Yeni fasad, yoxsa köhnəsinin yenilənməsi?');
    const call = within(cta).getByRole('link', { name: /WhatsApp-da zəng edin və ya yazın/ });
    expect(chatText(call)).toBe('Salam! Binamızın fasad üzlüyünü müzakirə etmək istəyirəm.');
    expect(within(cta).getByRole('link', { name: 'Bizə e-poçt göndərin' })).toHaveAttribute(
      'href',
      '/az/contact',
    );
  });
});
