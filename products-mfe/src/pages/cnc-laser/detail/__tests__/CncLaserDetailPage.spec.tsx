import { machineLinks } from '../../../../content/cnc-laser/manufacturer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import { address, renderCncPage } from '../../__tests__/renderCncPage';
import { cncMachines } from '../../../../content/cnc-laser/machines';

const cell = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling;

describe('CncLaserDetailPage', () => {
  it('shows a machine with its back link, gallery, rating, specifications, features and applications', async () => {
    await renderCncPage('products/cnc-laser/single-platform');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Single-platform fibre laser cutting machine',
    );
    expect(screen.getByRole('link', { name: /All CNC laser machines/ })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser',
    );
    expect(screen.getByRole('button', { name: 'Enlarge image (1 / 5)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('SP-3015')).toBeInTheDocument();
    expect(cell('Laser power')).toHaveTextContent('1.5–120 kW');
    expect(cell('Sheet formats')).toHaveTextContent('3000 × 1500 – 14000 × 3100 mm');
    expect(cell('Positioning accuracy')).toHaveTextContent('±0.05 mm');
    const features = screen.getByRole('heading', { name: 'Features' }).closest('section')!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    const applications = screen.getByRole('heading', { name: 'Applications' }).closest('section')!;
    expect(within(applications).getByText('Agricultural machinery')).toBeInTheDocument();
  });

  it.each(cncMachines.map((machine) => [machine.id, machine.sheet.images.length] as const))(
    'shows the gallery of %s with %i images',
    async (id, count) => {
      await renderCncPage(`products/cnc-laser/${id}`);
      expect(
        screen.getByRole('button', { name: `Enlarge image (1 / ${count})` }),
      ).toBeInTheDocument();
      const thumbnails = screen.queryAllByRole('button', { name: /^Image \d+ of \d+$/ });
      expect(thumbnails).toHaveLength(count > 1 ? count : 0);
    },
  );

  it('wraps the gallery both ways and opens the lightbox from the main image', async () => {
    await renderCncPage('products/cnc-laser/exchange-platform');
    const name = 'Exchange-platform fibre laser cutting machine';
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(
      screen.getByRole('img', {
        name: `${name}: parts cut from a steel sheet, ready to be taken out`,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(
      screen.getByRole('img', { name: `${name}: general view of the machine` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image (1 / 3)' }));
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
  });

  it('asks for a price with a chat prefilled with the product name, in the page language', async () => {
    await renderCncPage('products/cnc-laser/4-chuck-tube', 'az');
    const quote = screen.getByRole('link', { name: /Qiyməti WhatsApp-da soruşun/ });
    expect(quote).toHaveAttribute('target', '_blank');
    const text = chatText(quote);
    expect(text).toContain('Dörd patronlu ağır boru lazer kəsmə dəzgahı');
    expect(text).toContain('T4-660');
  });

  it.each(cncMachines.map((machine) => machine.id))(
    'shows no manufacturer or drawing link on %s while no real address is configured',
    async (id) => {
      await renderCncPage(`products/cnc-laser/${id}`);
      const configured = machineLinks[id] ?? {};
      expect(screen.queryByRole('link', { name: "Manufacturer's product page" }) !== null).toBe(
        Boolean(configured.manufacturer),
      );
      expect(screen.queryByRole('link', { name: 'Technical drawing' }) !== null).toBe(
        Boolean(configured.drawing),
      );
    },
  );

  it('offers no PDF where the machine has no datasheet', async () => {
    await renderCncPage('products/cnc-laser/automatic-coil');
    expect(screen.queryByRole('link', { name: /datasheet|PDF/i })).toBeNull();
  });

  it('shows the category badge on large-format', async () => {
    await renderCncPage('products/cnc-laser/large-format', 'ru');
    expect(screen.getByText('Листовой лазер')).toBeInTheDocument();
  });

  it('lists the other machines of the category and the filtered list', async () => {
    await renderCncPage('products/cnc-laser/2-chuck-tube', 'tr');
    const related = screen.getByRole('region', {
      name: '“Boru lazeri” kategorisindeki diğer makineler',
    });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/tr/products/cnc-laser/3-chuck-tube',
      '/tr/products/cnc-laser/4-chuck-tube',
      '/tr/products/cnc-laser/square-tube',
      '/tr/products/cnc-laser/round-tube',
      '/tr/products/cnc-laser?category=tube-laser',
    ]);
  });

  it('shows no related section for a machine alone in its category', async () => {
    await renderCncPage('products/cnc-laser/automatic-coil');
    expect(screen.queryByRole('region', { name: /More from/ })).toBeNull();
  });

  it.each([
    ['three-chuck-tube', '3-chuck-tube', 'Üç patronlu boru lazer kəsmə dəzgahı'],
    ['h-profile', 'h-beam-laser', 'H-tir və profil lazer kəsmə xətti'],
  ])('sends %s to the canonical page %s, keeping the language', async (alias, canonical, h1) => {
    await renderCncPage(`products/cnc-laser/${alias}`, 'az');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(h1);
    expect(address()).toBe(`/az/products/cnc-laser/${canonical}`);
  });

  it('shows the localized not-found page for an unknown machine', async () => {
    await renderCncPage('products/cnc-laser/plasma-9000', 'tr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bu sayfa bulunamadı');
  });

  it('shows the not-found page below a machine page too', async () => {
    await renderCncPage('products/cnc-laser/single-platform/extra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not find this page',
    );
  });

  it('renders a further machine page in Russian with its own words', async () => {
    await renderCncPage('products/cnc-laser/bevel-cutting', 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Станок лазерной резки с 3D-головкой для фасок',
    );
    expect(cell('Угол фаски')).toHaveTextContent('±45°');
    expect(document.title).toBe('BV-6025: лазер с фасочной головкой до ±45° | Example Metal');
  });
});
