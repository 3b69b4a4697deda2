/**
 * Company facts in one place. Every value here is a placeholder until launch
 * (README: "Content to replace before launch"); the spec gives none of them.
 * Words that differ by language (address, hours labels) live in the common locale files.
 */
export const company = {
  brandName: 'Example Metal',
  legalName: 'Example Metal LLC',
  phone: { display: '+994 12 000 00 00', dial: '+994120000000' },
  whatsAppNumber: '994500000000',
  email: 'info@example.com',
  map: { latitude: 40.4093, longitude: 49.8671, zoom: 15 },
  foundedParent: 2016,
  foundedMetalDivision: 2018,
  copyrightYear: 2025,
} as const;

export type DayKey = 'weekdays' | 'saturday' | 'sunday';

export interface OpeningHours {
  day: DayKey;
  /** 24-hour `HH:MM`, or null when closed. */
  opens: string | null;
  closes: string | null;
}

export const openingHours: readonly OpeningHours[] = [
  { day: 'weekdays', opens: '08:30', closes: '18:00' },
  { day: 'saturday', opens: '09:00', closes: '13:00' },
  { day: 'sunday', opens: null, closes: null },
];
