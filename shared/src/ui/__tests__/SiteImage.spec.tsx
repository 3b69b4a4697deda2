import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerPicture } from '../site-image/pictures';
import { SiteImage } from '../site-image/SiteImage';

describe('SiteImage', () => {
  it('carries its size and loads lazily', () => {
    render(<SiteImage src="/a.svg" alt="Tower" width={1200} height={900} fallback="Project 1" />);
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });

  it('loads at once and first when it is above the fold', () => {
    render(<SiteImage src="/a.svg" alt="Hero" width={1200} height={900} fallback="x" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows its text placeholder when the file fails', () => {
    render(<SiteImage src="/missing.svg" alt="" width={400} height={200} fallback="Partner One" />);
    fireEvent.error(screen.getByRole('presentation', { hidden: true }));
    expect(screen.getByText('Partner One')).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('offers a photo of the pipeline in AVIF and WebP, in its own proportions, on its colour', () => {
    registerPicture('/assets/tower-1024.jpg', {
      width: 1800,
      height: 2400,
      toneClass: 'picture-tone-0a1b2c3d',
      sources: [
        { type: 'image/avif', srcset: '/assets/tower-320.avif 320w, /assets/tower-640.avif 640w' },
        { type: 'image/webp', srcset: '/assets/tower-320.webp 320w, /assets/tower-640.webp 640w' },
      ],
    });
    const { container } = render(
      <SiteImage
        src="/assets/tower-1024.jpg"
        alt="Tower"
        width={1200}
        height={900}
        fallback="Project 1"
        sizes="(min-width: 60rem) 30rem, 100vw"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute('sizes', '(min-width: 60rem) 30rem, 100vw');
    expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining('tower-640.webp 640w'));
    const image = screen.getByRole('img', { name: 'Tower' });
    expect(image).toHaveAttribute('width', '1800');
    expect(image).toHaveAttribute('height', '2400');
    expect(image).toHaveClass('picture-tone-0a1b2c3d');
  });
});
