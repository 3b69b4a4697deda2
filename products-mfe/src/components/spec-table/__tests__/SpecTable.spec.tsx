import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpecTable } from '../SpecTable';

describe('SpecTable', () => {
  it('renders each specification as a labelled row', () => {
    render(
      <SpecTable
        caption="Technical specifications"
        specifications={['Wavelength: 1070 nm', 'Welding speed: 0-120 mm/s']}
      />,
    );
    expect(screen.getByRole('table', { name: 'Technical specifications' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Wavelength' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0-120 mm/s' })).toBeInTheDocument();
  });

  it('accepts a key-to-value map', () => {
    render(<SpecTable specifications={{ 'Max load': '500 kg' }} />);
    expect(screen.getByRole('row', { name: 'Max load 500 kg' })).toBeInTheDocument();
  });
});
