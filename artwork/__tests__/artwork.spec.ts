import { afterEach, describe, expect, it, vi } from 'vitest';
import { motifNames, renderArtwork, renderLogo } from '../index.js';

/** Parses an SVG document the way a browser does; a markup error makes a parsererror element. */
function parse(svg: string) {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document.documentElement;
}

describe('renderArtwork', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(motifNames)('draws %s as a 1200 × 900 SVG under 9 KB', (motif) => {
    const svg = renderArtwork({ name: `test/${motif}.svg`, motif });
    const root = parse(svg);
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 1200 900');
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['1200', '900']);
    expect(svg.length).toBeLessThan(9 * 1024);
  });

  it('draws the same picture for the same slot name, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const first = renderArtwork({ name: 'projects/project-07.svg', motif: 'hall-frame' });
    expect(renderArtwork({ name: 'projects/project-07.svg', motif: 'hall-frame' })).toBe(first);
    expect(random).not.toHaveBeenCalled();
  });

  it('draws a different picture for another slot with the same motif', () => {
    const pictures = new Set(
      ['a', 'b', 'c', 'd'].map((name) => renderArtwork({ name, motif: 'lattice-tower' })),
    );
    expect(pictures.size).toBe(4);
  });

  it('takes the time of day a slot asks for', () => {
    const night = renderArtwork({
      name: 'sectors/towers.svg',
      motif: 'lattice-tower',
      time: 'night',
    });
    const day = renderArtwork({ name: 'sectors/towers.svg', motif: 'lattice-tower', time: 'day' });
    expect(night).not.toBe(day);
  });

  it('shows the number of chucks a tube laser has', () => {
    const chucks = (motif: 'chucks-2' | 'chucks-3' | 'chucks-4') =>
      renderArtwork({ name: motif, motif }).match(/rx="\d+" fill="#f26b1d"/g)?.length;
    expect([chucks('chucks-2'), chucks('chucks-3'), chucks('chucks-4')]).toEqual([2, 3, 4]);
  });
});

describe('renderLogo', () => {
  const logos = Array.from({ length: 10 }, (_, i) => renderLogo({ number: i + 1 }));

  it('draws a 480 × 240 mark with no words in any language', () => {
    for (const svg of logos) {
      const root = parse(svg);
      expect(root.getAttribute('viewBox')).toBe('0 0 480 240');
      expect(root.querySelector('text')).toBeNull();
      expect(root.textContent?.trim()).toBe('');
    }
  });

  it('gives every partner a different mark', () => {
    const marks = logos.map((svg) =>
      svg.replace(/<path d="[^"]*" fill="none" stroke="#8594a8"[^>]*\/>/, ''),
    );
    expect(new Set(marks).size).toBe(10);
  });
});
