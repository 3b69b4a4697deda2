// @ts-check
// The figures of each CNC machine (`products-mfe/content/cnc-laser/machines.json`, one entry per
// machine id): its model and its specifications as figures, each row one the CNC words give a
// label (`specs.<row>`), so every machine lines up row by row in a comparison.
import { z } from 'zod';
import { amountSchema } from './amount.js';
import { text } from './fields.js';

/** A machine's model, as on its plate. */
const model = () =>
  text().meta({ title: 'Model', description: 'As on the plate and the datasheet, e.g. SP-3015.' });

/**
 * The figures of one machine: any of the specification rows the words name.
 * @param {readonly string[]} rows the rows the CNC words give a label
 */
export const machineFiguresSchema = (rows) =>
  z.strictObject({
    model: model(),
    specifications: z.strictObject(
      Object.fromEntries(rows.map((row) => [row, amountSchema.optional()])),
    ),
  });

/** @param {readonly string[]} rows */
export const machinesFiguresSchema = (rows) =>
  z.record(
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not a machine id'),
    machineFiguresSchema(rows),
  );

/**
 * One machine's figures as the pages read them (the schema's own type).
 * @typedef {z.infer<ReturnType<typeof machineFiguresSchema>>} MachineFigures
 */
