import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '../site-image/SiteImage';

describe('SiteImage', () => {
  it('carries its size and loads lazily', () => {
    render(<SiteImage src="/a.svg" alt="Tower" width={1200} height={900} fallback="Project 1" />);
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when it is above the fold', () => {
    render(<SiteImage src="/a.svg" alt="Hero" width={1200} height={900} fallback="x" priority />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });

  it('shows its text placeholder when the file fails', () => {
    render(<SiteImage src="/missing.svg" alt="" width={400} height={200} fallback="Partner One" />);
    fireEvent.error(screen.getByRole('presentation', { hidden: true }));
    expect(screen.getByText('Partner One')).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });
});
