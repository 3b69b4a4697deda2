import { company } from '@site/shared/company/company';

type MapPoint = { latitude: number; longitude: number; zoom: number };

/** Degrees of longitude per CSS pixel of a 256-pixel web-map tile at this zoom. */
const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

/**
 * The OpenStreetMap embed for a point, its box sized for a frame of about `width` x `height`
 * pixels at the point's zoom, with a marker on the point.
 */
export function openStreetMapEmbed(
  { latitude, longitude, zoom }: MapPoint = company.map,
  { width, height } = { width: 800, height: 400 },
): string {
  const halfWidth = (width / 2) * degreesPerPixel(zoom);
  const halfHeight = (height / 2) * degreesPerPixel(zoom) * Math.cos((latitude * Math.PI) / 180);
  const bbox = [
    longitude - halfWidth,
    latitude - halfHeight,
    longitude + halfWidth,
    latitude + halfHeight,
  ];
  const url = new URL('https://www.openstreetmap.org/export/embed.html');
  url.searchParams.set('bbox', bbox.map((value) => value.toFixed(5)).join(','));
  url.searchParams.set('layer', 'mapnik');
  url.searchParams.set('marker', `${latitude},${longitude}`);
  return url.toString();
}

/** The same point on openstreetmap.org, for visitors who want the full map. */
export function openStreetMapLink({ latitude, longitude, zoom }: MapPoint = company.map): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
