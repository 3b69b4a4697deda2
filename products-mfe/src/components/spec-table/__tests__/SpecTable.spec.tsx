import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { range, tolerance } from '@site/shared/format/amount';
import { SpecTable } from '../SpecTable';

describe('SpecTable', () => {
  it('renders each specification as a labelled row', () => {
    render(
      <SpecTable
        caption="Technical specifications"
        language="en"
        specifications={['Wavelength: 1070 nm', 'Welding speed: 0-120 mm/s']}
      />,
    );
    expect(screen.getByRole('table', { name: 'Technical specifications' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Wavelength' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0-120 mm/s' })).toBeInTheDocument();
  });

  it('accepts a key-to-value map', () => {
    render(<SpecTable language="en" specifications={{ 'Max load': '500 kg' }} />);
    expect(screen.getByRole('row', { name: 'Max load 500 kg' })).toBeInTheDocument();
  });

  it("writes figures in the reader's language", () => {
    render(
      <SpecTable
        language="ru"
        specifications={{
          'Мощность лазера': range(1.5, 120, 'kW'),
          Точность: tolerance(0.05, 'mm'),
        }}
      />,
    );
    expect(screen.getByRole('cell', { name: '1,5–120 кВт' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '±0,05\u00a0мм' })).toBeInTheDocument();
  });
});
