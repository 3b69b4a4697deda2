import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import {
  containing,
  escape,
  itemHeadings,
  renderPage,
  sectionNamed,
  spaced,
} from '../../../testing/renderPage';
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
    const { t, common } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const areas = sectionNamed(t('industrialMaintenance.areas.title'));
    expect(itemHeadings(areas)).toEqual([
      t('industrialMaintenance.areas.items.laser.title'),
      t('industrialMaintenance.areas.items.cnc.title'),
      t('industrialMaintenance.areas.items.plasma.title'),
      t('industrialMaintenance.areas.items.latheMilling.title'),
    ]);
    const enlarge = new RegExp(`^${escape(common('gallery.enlargeNamed', { name: '' }))}`);
    const photos = within(areas).getAllByRole('button', { name: enlarge });
    expect(photos).toHaveLength(4);
    await userEvent.click(photos[2]!);
    expect(
      within(await screen.findByRole('dialog')).getByText(
        spaced(common('lightbox.counter', { index: 3, total: 4 })),
      ),
    ).toBeInTheDocument();
  });

  it('lists four service cards and four benefits with the gain of up to 20 percent', async () => {
    const { t } = await render('ru');
    expect(itemHeadings(sectionNamed(t('industrialMaintenance.services.title')))).toHaveLength(4);
    const benefits = sectionNamed(t('industrialMaintenance.benefits.title'));
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(benefits)[0]).toBe(
      t('industrialMaintenance.benefits.items.efficiency.title'),
    );
  });

  it('offers a prefilled chat for a service visit', async () => {
    const { t } = await render('az');
    const chat = screen.getByRole('link', {
      name: containing(t('industrialMaintenance.cta.button')),
    });
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(t('industrialMaintenance.cta.message'));
  });
});
