import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MachineBuyerFacts } from '@site/shared/content/schemas/buyerFacts';
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

describe('Before you buy', () => {
  it('shows what the company filled in, in the order a buyer asks, written in English', async () => {
    await renderCncPage('products/cnc-laser/single-platform');
    const section = screen.getByRole('region', { name: 'Before you buy' });
    expect(rowsOf(section)).toEqual([
      'ManufacturerExample Laser Works',
      'Made inChina',
      'Laser sourceIPG',
      'Carbon steel, up to25\u00a0mm',
      'Stainless steel, up to12.5\u00a0mm',
      'Warranty24 months',
      'Lead time8 weeks',
      'Installation and operator training3 days on site',
      'Service responsewithin 24 hours',
      'Spare partsIn stock in our Baku warehouse',
    ]);
  });

  it('writes the country, decimal comma and plural forms of Russian', async () => {
    await renderCncPage('products/cnc-laser/single-platform', 'ru');
    const ru = rowsOf(screen.getByRole('region', { name: 'Перед покупкой' }));
    expect(ru).toContain('Страна производстваКитай');
    expect(ru).toContain('Нержавеющая сталь, до12,5\u00a0мм');
    expect(ru).toContain('Гарантия24 месяца');
    expect(ru).toContain('Срок поставки8 недель');
    expect(ru).toContain('Монтаж и обучение операторов3 дня на объекте');
  });

  it('names the country and the warehouse in Azerbaijani', async () => {
    await renderCncPage('products/cnc-laser/single-platform', 'az');
    const az = rowsOf(screen.getByRole('region', { name: 'Satın almadan əvvəl' }));
    expect(az).toContain('İstehsal ölkəsiÇin');
    expect(az).toContain('Karbonlu polad, ən çox25\u00a0mm');
    expect(az).toContain('Ehtiyat hissələriBakıdakı anbarımızda var');
  });

  it('is not shown for a machine the company has not filled in', async () => {
    await renderCncPage('products/cnc-laser/exchange-platform');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before you buy' })).not.toBeInTheDocument();
  });
});
