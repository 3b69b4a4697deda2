import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { openStreetMapEmbed, openStreetMapLink } from '../map';

describe('OpenStreetMap addresses', () => {
  it('embeds the map around the office with a marker on it', () => {
    const url = new URL(openStreetMapEmbed());
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const { latitude, longitude } = company.map;
    expect(url.searchParams.get('marker')).toBe(`${latitude},${longitude}`);
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(longitude);
    expect(east).toBeGreaterThan(longitude);
    expect(south).toBeLessThan(latitude);
    expect(north).toBeGreaterThan(latitude);
    expect((west! + east!) / 2).toBeCloseTo(longitude, 4);
    expect((south! + north!) / 2).toBeCloseTo(latitude, 4);
  });

  it('shows about a neighbourhood at zoom 15 and half as much at zoom 16', () => {
    const span = (zoom: number) => {
      const bbox = new URL(
        openStreetMapEmbed({ latitude: 40.4, longitude: 49.9, zoom }),
      ).searchParams
        .get('bbox')!
        .split(',')
        .map(Number);
      return bbox[2]! - bbox[0]!;
    };
    expect(span(15)).toBeGreaterThan(0.01);
    expect(span(15)).toBeLessThan(0.05);
    expect(span(16)).toBeCloseTo(span(15) / 2, 4);
  });

  it('links to the same point on openstreetmap.org', () => {
    expect(openStreetMapLink({ latitude: 40.4093, longitude: 49.8671, zoom: 15 })).toBe(
      'https://www.openstreetmap.org/?mlat=40.4093&mlon=49.8671#map=15/40.4093/49.8671',
    );
  });
});
