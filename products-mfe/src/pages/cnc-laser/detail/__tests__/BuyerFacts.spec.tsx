import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MachineBuyerFacts } from '@site/shared/content/schemas/buyerFacts';
import type { Words } from '../../../../testing/words';
import { renderCncPage } from '../../__tests__/renderCncPage';

const nothingYet: MachineBuyerFacts = {
  manufacturer: '',
  madeIn: '',
  laserSource: '',
  controller: '',
  cuttingHead: '',
  cuttingCapacity: [],
  warrantyMonths: null,
  leadTimeWeeks: null,
  installationDays: null,
  serviceResponseHours: null,
  spareParts: null,
  manufacturerPage: '',
  drawing: '',
};

// As the company might fill one machine in the content editor; the others stay empty.
vi.mock('../../../../content/cnc-laser/buyerFacts', async (original) => {
  const { buyerFacts } = await original<{ buyerFacts: Record<string, MachineBuyerFacts> }>();
  return {
    buyerFacts: {
      ...buyerFacts,
      'single-platform': {
        ...nothingYet,
        manufacturer: 'Example Laser Works',
        madeIn: 'CN',
        laserSource: 'IPG',
        cuttingCapacity: [
          { material: 'carbonSteel', thickness: 25 },
          { material: 'stainlessSteel', thickness: 12.5 },
        ],
        warrantyMonths: 24,
        leadTimeWeeks: 8,
        installationDays: 3,
        serviceResponseHours: 24,
        spareParts: 'keptInBaku',
      } satisfies MachineBuyerFacts,
    },
  };
});

const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .map((row) => row.textContent);

type Label = 'manufacturer' | 'madeIn' | 'laserSource' | 'spareParts';
type Counted = 'warranty' | 'leadTime' | 'installation' | 'serviceResponse';

/** How the rows read: a label, then its value (the text the section shows). */
const rowWords = (cnc: Words['cnc']) => ({
  row: (label: Label, value: string) => `${cnc(`buyer.labels.${label}`)}${value}`,
  counted: (label: Counted, count: number) =>
    `${cnc(`buyer.labels.${label}`)}${cnc(`buyer.values.${label}`, { count })}`,
  thickness: (material: 'carbonSteel' | 'stainlessSteel', value: string) =>
    `${cnc('buyer.thickness', { material: cnc(`buyer.materials.${material}`) })}${value}`,
});

// Country names are the browser's (Intl.DisplayNames); figures are the mock's, as formatted.
describe('Before you buy', () => {
  it('shows what the company filled in, in the order a buyer asks, written in English', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/single-platform');
    const { row, counted, thickness } = rowWords(cnc);
    const section = screen.getByRole('region', { name: cnc('buyer.title') });
    expect(rowsOf(section)).toEqual([
      row('manufacturer', 'Example Laser Works'),
      row('madeIn', 'China'),
      row('laserSource', 'IPG'),
      thickness('carbonSteel', '25\u00a0mm'),
      thickness('stainlessSteel', '12.5\u00a0mm'),
      counted('warranty', 24),
      counted('leadTime', 8),
      counted('installation', 3),
      counted('serviceResponse', 24),
      row('spareParts', cnc('buyer.values.keptInBaku')),
    ]);
  });

  it('writes the country, decimal comma and plural forms of Russian', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/single-platform', 'ru');
    const { row, counted, thickness } = rowWords(cnc);
    const ru = rowsOf(screen.getByRole('region', { name: cnc('buyer.title') }));
    expect(ru).toContain(row('madeIn', 'Китай'));
    expect(ru).toContain(thickness('stainlessSteel', '12,5\u00a0мм'));
    expect(ru).toContain(counted('warranty', 24));
    expect(ru).toContain(counted('leadTime', 8));
    expect(ru).toContain(counted('installation', 3));
  });

  it('names the country and the warehouse in Azerbaijani', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/single-platform', 'az');
    const { row, thickness } = rowWords(cnc);
    const az = rowsOf(screen.getByRole('region', { name: cnc('buyer.title') }));
    expect(az).toContain(row('madeIn', 'Çin'));
    expect(az).toContain(thickness('carbonSteel', '25\u00a0mm'));
    expect(az).toContain(row('spareParts', cnc('buyer.values.keptInBaku')));
  });

  it('is not shown for a machine the company has not filled in', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/exchange-platform');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cnc('buyer.title') })).not.toBeInTheDocument();
  });
});
