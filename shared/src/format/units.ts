import type { Language } from '../i18n/languages';
import type { unitNames } from './unitNames.js';

/** The units of the site's specifications, named by their international symbol. */
export type Unit = (typeof unitNames)[number];

/**
 * Each unit as a reader of the language writes it: Azerbaijani kVt, kq, dövr/dəq; Turkish dev/dk,
 * mm/sn; Russian кВт, мм, об/мин. The degree sign is the same everywhere and sits on the number.
 */
export const unitSymbols: Record<Unit, Record<Language, string>> = {
  W: { az: 'Vt', tr: 'W', en: 'W', ru: 'Вт' },
  kW: { az: 'kVt', tr: 'kW', en: 'kW', ru: 'кВт' },
  V: { az: 'V', tr: 'V', en: 'V', ru: 'В' },
  A: { az: 'A', tr: 'A', en: 'A', ru: 'А' },
  Hz: { az: 'Hs', tr: 'Hz', en: 'Hz', ru: 'Гц' },
  nm: { az: 'nm', tr: 'nm', en: 'nm', ru: 'нм' },
  mm: { az: 'mm', tr: 'mm', en: 'mm', ru: 'мм' },
  m: { az: 'm', tr: 'm', en: 'm', ru: 'м' },
  kg: { az: 'kq', tr: 'kg', en: 'kg', ru: 'кг' },
  t: { az: 't', tr: 't', en: 't', ru: 'т' },
  s: { az: 'san', tr: 'sn', en: 's', ru: 'с' },
  min: { az: 'dəq', tr: 'dk', en: 'min', ru: 'мин' },
  'mm/s': { az: 'mm/san', tr: 'mm/sn', en: 'mm/s', ru: 'мм/с' },
  'mm/min': { az: 'mm/dəq', tr: 'mm/dk', en: 'mm/min', ru: 'мм/мин' },
  'm/min': { az: 'm/dəq', tr: 'm/dk', en: 'm/min', ru: 'м/мин' },
  rpm: { az: 'dövr/dəq', tr: 'dev/dk', en: 'rpm', ru: 'об/мин' },
  G: { az: 'G', tr: 'G', en: 'G', ru: 'G' },
  deg: { az: '°', tr: '°', en: '°', ru: '°' },
  tpi: { az: 'yiv/düym', tr: 'diş/inç', en: 'TPI', ru: 'ниток/дюйм' },
};

/** Units written on the number with no space, as 45°. */
export const unitsOnTheNumber: ReadonlySet<Unit> = new Set(['deg']);
