import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import { industrialMaintenance } from '../content';
import IndustrialMaintenancePage from '../IndustrialMaintenancePage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<IndustrialMaintenancePage />, 'services/industrial-maintenance', language);

describe('industrial maintenance content', () => {
  it('has four photo areas: laser, CNC, plasma, lathe and milling', () => {
    expect(industrialMaintenance.areas.items.map((area) => area.id)).toEqual([
      'laser',
      'cnc',
      'plasma',
      'latheMilling',
    ]);
  });

  it('has four service cards and four benefits, one of them the efficiency gain', () => {
    expect(industrialMaintenance.benefits.items.map((benefit) => benefit.id)).toContain(
      'efficiency',
    );
  });
});

describe('IndustrialMaintenancePage', () => {
  it('shows the four equipment areas with photos that open in the lightbox', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const areas = sectionNamed('Equipment we look after');
    expect(itemHeadings(areas)).toEqual([
      'Laser cutting machines',
      'CNC machining centres',
      'Plasma cutting machines',
      'Lathes and milling machines',
    ]);
    const photos = within(areas).getAllByRole('button', { name: /^Enlarge:/ });
    expect(photos).toHaveLength(4);
    await userEvent.click(photos[2]!);
    expect(within(await screen.findByRole('dialog')).getByText('3 / 4')).toBeInTheDocument();
  });

  it('lists four service cards and four benefits with the gain of up to 20 percent', async () => {
    await render('ru');
    expect(itemHeadings(sectionNamed('Что входит в обслуживание'))).toHaveLength(4);
    const benefits = sectionNamed('Что даёт регулярный сервис');
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(benefits)[0]).toBe('До 20\u00a0% выше эффективность');
  });

  it('offers a prefilled chat for a service visit', async () => {
    await render('az');
    const chat = screen.getByRole('link', { name: /WhatsApp-da servis sifariş edin/ });
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(
      'Salam! Dəzgahımız üçün sənaye avadanlığına texniki xidmət lazımdır.',
    );
  });
});
