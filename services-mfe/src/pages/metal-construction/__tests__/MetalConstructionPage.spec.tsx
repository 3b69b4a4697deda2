import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import MetalConstructionPage from '../MetalConstructionPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<MetalConstructionPage />, 'services/metal-construction', language);

describe('MetalConstructionPage', () => {
  it('opens with a hero and its one h1', async () => {
    await render('az');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Polad konstruksiyalar: layihədən quraşdırmaya qədər',
    );
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(document.title).toBe(
      'Bakıda metal konstruksiya: polad sexlər, anbarlar və platformalar | Example Metal',
    );
  });

  it('shows ten kinds of work, each with a photo and a text', async () => {
    await render();
    const works = sectionNamed('Ten kinds of work we take on');
    const items = within(works).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(within(item).getByRole('button', { name: /^Enlarge:/ })).toBeInTheDocument();
      expect(within(item).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(item).getByRole('paragraph')).not.toBeEmptyDOMElement();
    }
    expect(itemHeadings(works)[0]).toBe('Industrial halls');
    expect(itemHeadings(works)[9]).toBe('Strengthening and reconstruction');
  });

  it('opens the work photos in one lightbox that wraps and gives focus back', async () => {
    await render();
    const last = screen.getByRole('button', {
      name: 'Enlarge: Welder strengthening an existing steel column',
    });
    await userEvent.click(last);
    const dialog = await screen.findByRole('dialog', { name: 'Ten kinds of work we take on' });
    expect(within(dialog).getByText('10 / 10')).toBeInTheDocument();
    expect(within(dialog).getByText('Strengthening and reconstruction')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 10')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(last).toHaveFocus();
  });

  it('lists six features and the four steps from request to handover', async () => {
    await render();
    expect(itemHeadings(sectionNamed('What comes with every structure'))).toHaveLength(6);
    expect(itemHeadings(sectionNamed('From your request to the finished frame'))).toEqual([
      'Request and concept',
      'Design and shop drawings',
      'Fabrication and coating',
      'Erection and handover',
    ]);
  });

  it('ends with a prefilled chat and the contact page', async () => {
    await render('tr');
    const cta = sectionNamed('Bir hol, depo ya da platform mu planlıyorsunuz?');
    const chat = within(cta).getByRole('link', { name: /WhatsApp'tan yaklaşık fiyat alın/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(
      'Merhaba! Bir metal yapı projesi (çelik iskelet) için yaklaşık fiyat almak istiyorum.',
    );
    expect(
      within(cta).getByRole('link', { name: 'Çizimleri e-postayla gönderin' }),
    ).toHaveAttribute('href', '/tr/contact');
  });
});
