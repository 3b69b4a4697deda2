import type { MachineBuyerFacts } from '@site/shared/content/schemas/buyerFacts';
import { amount } from '@site/shared/format/amount';
import type { Language } from '@site/shared/i18n/languages';
import type { SpecificationRow } from '../../specs/normalizeSpecifications';

/** Translates the products words a row needs (`cnc.buyer.*`), with a count or a material. */
export type BuyerWords = (
  key: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

const filled = (value: string | number | null): value is string | number =>
  value !== null && value !== '';

/** The country of a two-letter code in the reader's language ("CN" -> "Çin", "Китай"). */
const countryName = (code: string, language: Language) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/**
 * The rows of "Before you buy" on a machine's page, in the order a buyer asks, for the facts the
 * company has filled in; none while nothing is known (the section is then not shown).
 */
export function buyerFactRows(
  facts: MachineBuyerFacts | undefined,
  language: Language,
  words: BuyerWords,
): SpecificationRow[] {
  if (!facts) return [];
  const label = (key: string) => words(`cnc.buyer.labels.${key}`);
  const rows: SpecificationRow[] = [];
  const add = (key: string, value: string) => rows.push({ label: label(key), value });
  if (facts.manufacturer) add('manufacturer', facts.manufacturer);
  if (facts.madeIn) add('madeIn', countryName(facts.madeIn, language));
  if (facts.laserSource) add('laserSource', facts.laserSource);
  if (facts.controller) add('controller', facts.controller);
  if (facts.cuttingHead) add('cuttingHead', facts.cuttingHead);
  for (const { material, thickness } of facts.cuttingCapacity) {
    rows.push({
      label: words('cnc.buyer.thickness', { material: words(`cnc.buyer.materials.${material}`) }),
      value: amount(thickness, 'mm'),
    });
  }
  const counted = (key: string, count: string | number | null) => {
    if (filled(count)) add(key, words(`cnc.buyer.values.${key}`, { count: Number(count) }));
  };
  counted('warranty', facts.warrantyMonths);
  counted('leadTime', facts.leadTimeWeeks);
  counted('installation', facts.installationDays);
  counted('serviceResponse', facts.serviceResponseHours);
  if (facts.spareParts) add('spareParts', words(`cnc.buyer.values.${facts.spareParts}`));
  return rows;
}
