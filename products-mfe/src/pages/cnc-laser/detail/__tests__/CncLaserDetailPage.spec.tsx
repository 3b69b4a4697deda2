import { machineLinks } from '../../../../content/cnc-laser/manufacturer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import { anyFigure, containing, escape, figure } from '../../../../testing/words';
import { cncSheet } from '../../__tests__/cncSheet';
import { address, renderCncPage } from '../../__tests__/renderCncPage';
import { cncMachines } from '../../../../content/cnc-laser/machines';

const cell = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling;

describe('CncLaserDetailPage', () => {
  it('shows a machine with its back link, gallery, rating, specifications, features and applications', async () => {
    const { t, cnc, common } = await renderCncPage('products/cnc-laser/single-platform');
    const sheet = cncSheet('single-platform');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(sheet.name));
    expect(screen.getByRole('link', { name: containing(cnc('detail.back')) })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser',
    );
    expect(
      screen.getByRole('button', { name: common('gallery.enlarge', { index: 1, total: 5 }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: common('rating.label', { value: '5', max: 5 }) }),
    ).toBeInTheDocument();
    expect(screen.getByText(sheet.model)).toBeInTheDocument();
    expect(cell(cnc('specs.laserPower'))).toHaveTextContent('1.5–120 kW');
    expect(cell(cnc('specs.sheetFormats'))).toHaveTextContent('3000 × 1500 – 14000 × 3100 mm');
    expect(cell(cnc('specs.positioningAccuracy'))).toHaveTextContent('±0.05 mm');
    const features = screen.getByRole('heading', { name: t('sheet.features') }).closest('section')!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    const applications = screen
      .getByRole('heading', { name: t('sheet.applications') })
      .closest('section')!;
    expect(
      within(applications).getByText(cnc('applications.agriculturalMachinery')),
    ).toBeInTheDocument();
  });

  it.each(cncMachines.map((machine) => [machine.id, machine.sheet.images.length] as const))(
    'shows the gallery of %s with %i images',
    async (id, count) => {
      const { common } = await renderCncPage(`products/cnc-laser/${id}`);
      expect(
        screen.getByRole('button', { name: common('gallery.enlarge', { index: 1, total: count }) }),
      ).toBeInTheDocument();
      const thumbnail = common('gallery.show', { index: figure, total: figure });
      const thumbnails = screen.queryAllByRole('button', {
        name: new RegExp(`^${anyFigure(thumbnail)}$`),
      });
      expect(thumbnails).toHaveLength(count > 1 ? count : 0);
    },
  );

  it('wraps the gallery both ways and opens the lightbox from the main image', async () => {
    const { t, cnc, common } = await renderCncPage('products/cnc-laser/exchange-platform');
    const name = t(cncSheet('exchange-platform').name);
    await userEvent.click(screen.getByRole('button', { name: common('gallery.previous') }));
    expect(screen.getByRole('img', { name: cnc('views.parts', { name }) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: common('gallery.next') }));
    expect(screen.getByRole('img', { name: cnc('views.overview', { name }) })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: common('gallery.enlarge', { index: 1, total: 3 }) }),
    );
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
  });

  it('asks for a price with a chat prefilled with the product name, in the page language', async () => {
    const { t } = await renderCncPage('products/cnc-laser/4-chuck-tube', 'az');
    const sheet = cncSheet('4-chuck-tube');
    const quote = screen.getByRole('link', { name: containing(t('sheet.quote')) });
    expect(quote).toHaveAttribute('target', '_blank');
    const text = chatText(quote);
    expect(text).toContain(t(sheet.name));
    expect(text).toContain(sheet.model);
  });

  it.each(cncMachines.map((machine) => machine.id))(
    'shows no manufacturer or drawing link on %s while no real address is configured',
    async (id) => {
      const { t } = await renderCncPage(`products/cnc-laser/${id}`);
      const configured = machineLinks[id] ?? {};
      expect(screen.queryByRole('link', { name: t('sheet.manufacturer') }) !== null).toBe(
        Boolean(configured.manufacturer),
      );
      expect(screen.queryByRole('link', { name: t('sheet.drawing') }) !== null).toBe(
        Boolean(configured.drawing),
      );
    },
  );

  it('offers no PDF where the machine has no datasheet', async () => {
    const { t } = await renderCncPage('products/cnc-laser/automatic-coil');
    const download = [t('sheet.datasheet'), t('sheet.catalogue')].map(escape).join('|');
    expect(screen.queryByRole('link', { name: new RegExp(download) })).toBeNull();
  });

  it('shows the category badge on large-format', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/large-format', 'ru');
    expect(screen.getByText(cnc('categories.sheetLaser'))).toBeInTheDocument();
  });

  it('lists the other machines of the category and the filtered list', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/2-chuck-tube', 'tr');
    const related = screen.getByRole('region', {
      name: cnc('detail.related', { category: cnc('categories.tubeLaser') }),
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
    const { cnc } = await renderCncPage('products/cnc-laser/automatic-coil');
    expect(
      screen.queryByRole('region', {
        name: cnc('detail.related', { category: cnc('categories.coilLaser') }),
      }),
    ).toBeNull();
  });

  it.each([
    ['three-chuck-tube', '3-chuck-tube'],
    ['h-profile', 'h-beam-laser'],
  ])('sends %s to the canonical page %s, keeping the language', async (alias, canonical) => {
    const { t } = await renderCncPage(`products/cnc-laser/${alias}`, 'az');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      t(cncSheet(canonical).name),
    );
    expect(address()).toBe(`/az/products/cnc-laser/${canonical}`);
  });

  it('shows the localized not-found page for an unknown machine', async () => {
    const { common } = await renderCncPage('products/cnc-laser/plasma-9000', 'tr');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      common('notFound.title'),
    );
  });

  it('shows the not-found page below a machine page too', async () => {
    const { common } = await renderCncPage('products/cnc-laser/single-platform/extra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(common('notFound.title'));
  });

  it('renders a further machine page in Russian with its own words', async () => {
    const { t, cnc } = await renderCncPage('products/cnc-laser/bevel-cutting', 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      t(cncSheet('bevel-cutting').name),
    );
    expect(cell(cnc('specs.bevelAngle'))).toHaveTextContent('±45°');
    expect(document.title).toBe(`${cnc('machines.bevelCutting.metaTitle')} | ${company.brandName}`);
  });
});
