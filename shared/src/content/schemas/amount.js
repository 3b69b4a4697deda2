// @ts-check
// A figure of a specification as data (the shape of `Amount` in shared/src/format/amount.ts):
// numbers and a unit the formatter knows, written in each language by formatAmount, so nobody
// types "1,5–120 kVt" by hand.
import { z } from 'zod';
import { unitNames } from '../../format/unitNames.js';

const number = () => z.number({ error: 'is not a number' });

/** A unit the formatter writes in every language. */
export const unit = () =>
  z.enum(unitNames, { error: `is not a unit the site knows (${unitNames.join(', ')})` }).meta({
    title: 'Unit',
    optionLabels: {
      W: 'W (watt)',
      kW: 'kW (kilowatt)',
      V: 'V (volt)',
      A: 'A (ampere)',
      Hz: 'Hz (hertz)',
      nm: 'nm (nanometre)',
      mm: 'mm (millimetre)',
      m: 'm (metre)',
      kg: 'kg (kilogram)',
      t: 't (tonne)',
      s: 's (second)',
      min: 'min (minute)',
      'mm/s': 'mm/s (millimetres per second)',
      'mm/min': 'mm/min (millimetres per minute)',
      'm/min': 'm/min (metres per minute)',
      rpm: 'rpm (revolutions per minute)',
      G: 'G (acceleration)',
      deg: '° (degree)',
      tpi: 'TPI (threads per inch)',
    },
    description:
      'The international symbol; the site writes it as each language does (kW is kVt in az, кВт in ru).',
  });

const sign = () =>
  z.enum(['±', 'Ø']).optional().meta({
    title: 'Sign',
    description: '± for a tolerance (±0.05 mm), Ø for a diameter (Ø20–220 mm); empty for none.',
  });

const sides = (title = 'Sides') =>
  z.array(number()).min(2, 'has fewer than two sides').max(3, 'has more than three sides').meta({
    title,
    description: 'Length, width (and height), e.g. 3000 and 1500 for 3000 × 1500 mm.',
  });

const single = z.strictObject({
  kind: z.literal('single'),
  value: number().meta({ title: 'Value' }),
  unit: unit().optional(),
  sign: sign(),
});

/** The kinds of figure, each a strict object, told apart by `kind`. */
export const amountSchema = z
  .discriminatedUnion(
    'kind',
    [
      single,
      z
        .strictObject({
          kind: z.literal('range'),
          from: number().meta({ title: 'From' }),
          to: number().meta({ title: 'To' }),
          unit: unit().optional(),
          sign: sign(),
        })
        .refine(({ from, to }) => from < to, {
          message: 'goes from a larger to a smaller number',
          path: ['to'],
        }),
      z.strictObject({ kind: z.literal('size'), sides: sides(), unit: unit() }),
      z.strictObject({
        kind: z.literal('sizeRange'),
        smallest: sides('Smallest'),
        largest: sides('Largest'),
        unit: unit(),
      }),
      z.strictObject({
        kind: z.literal('list'),
        values: z.array(number()).min(2, 'has fewer than two values').meta({ title: 'Values' }),
        unit: unit(),
      }),
      z.strictObject({
        kind: z.literal('together'),
        parts: z.array(single).min(2, 'has fewer than two figures').meta({ title: 'Figures' }),
      }),
    ],
    { error: 'is not a figure: its kind is single, range, size, sizeRange, list or together' },
  )
  .meta({
    title: 'Figure',
    optionLabels: {
      single: 'One figure: 7.5 kW, ±0.05 mm',
      range: 'A range: 1.5–120 kW',
      size: 'A size: 3000 × 1500 mm',
      sizeRange: 'A range of sizes: 3000 × 1500 – 14 000 × 3100 mm',
      list: 'One figure per axis or model: 900 / 300 / 400 mm',
      together: 'Several figures: 380 V, 50 Hz',
    },
  });
