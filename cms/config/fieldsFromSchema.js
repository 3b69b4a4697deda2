// @ts-check
import { z } from 'zod';
import { languages } from '@site/shared/i18n/siteLanguages';
import { humanize } from './humanize.js';
import { languageNames } from './languageNames.js';

/** @typedef {Record<string, unknown> & { name: string; label: string; widget: string }} EditorField */

/** The label and help text a schema gives a field (`.meta({ title, description })`). */
function labelled(/** @type {z.ZodType} */ schema, /** @type {string} */ name) {
  const meta = z.globalRegistry.get(schema);
  return {
    name,
    label: meta?.title ?? humanize(name),
    ...(meta?.description ? { hint: meta.description } : {}),
  };
}

/** The kind of value a schema describes (`string`, `object`, `nullable`, ...). */
const kind = (/** @type {z.ZodType} */ schema) => schema._zod.def.type;

/** Whether the schema takes `value` (a check that throws on it, e.g. `new URL('')`, does not). */
function accepts(/** @type {z.ZodType} */ schema, /** @type {unknown} */ value) {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** `{ az, tr, en, ru }` and nothing else: words in every language. */
function isInEveryLanguage(/** @type {z.ZodType} */ schema) {
  return (
    schema instanceof z.ZodObject &&
    Object.keys(schema.shape).sort().join() === [...languages].sort().join()
  );
}

/**
 * A value of several kinds told apart by one field (a figure: `kind` single, range, size, ...):
 * Decap has no field that changes with a choice, so it is one group with the choice first and
 * the fields of every kind after it, each optional; the content check says which a kind needs.
 * @param {z.ZodDiscriminatedUnion} schema
 * @param {{ name: string; label: string; hint?: string }} base
 * @returns {EditorField}
 */
function kindsField(schema, base) {
  const key = /** @type {string} */ (schema._zod.def.discriminator);
  const labels = /** @type {Record<string, string> | undefined} */ (
    z.globalRegistry.get(schema)?.optionLabels
  );
  const options = /** @type {z.ZodObject[]} */ (schema.options);
  /** @type {Map<string, EditorField>} */
  const fields = new Map();
  for (const option of options) {
    for (const [name, value] of Object.entries(option.shape)) {
      if (name === key || fields.has(name)) continue;
      fields.set(name, {
        ...fieldFromSchema(/** @type {z.ZodType} */ (value), name),
        required: false,
      });
    }
  }
  const kinds = options.map((option) => {
    const literal = /** @type {z.ZodLiteral} */ (option.shape[key]);
    return String(literal.value);
  });
  return {
    ...base,
    widget: 'object',
    collapsed: true,
    summary: `{{fields.${key}}}`,
    fields: [
      {
        name: key,
        label: humanize(key),
        widget: 'select',
        options: kinds.map((value) => ({ label: labels?.[value] ?? humanize(value), value })),
      },
      ...fields.values(),
    ],
  };
}

/**
 * The editor's field for one field of a content schema: its widget from the schema's type, its
 * label and help text from the schema's `meta`, so the build's check and the editor read one
 * description of the data.
 * @param {z.ZodType} schema
 * @param {string} name
 * @returns {EditorField}
 */
export function fieldFromSchema(schema, name) {
  const base = labelled(schema, name);
  // A field the schema names its editor widget for (`.meta({ editor: { widget: 'image' } })`).
  const custom = /** @type {Record<string, unknown> | undefined} */ (
    z.globalRegistry.get(schema)?.editor
  );
  if (custom) {
    const optional = schema instanceof z.ZodOptional || accepts(schema, '');
    return /** @type {EditorField} */ ({
      ...base,
      ...(optional ? { required: false } : {}),
      ...custom,
    });
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    const inner = /** @type {z.ZodType} */ (schema.unwrap());
    return { ...fieldFromSchema(inner, name), ...base, required: false };
  }
  if (schema instanceof z.ZodDiscriminatedUnion) return kindsField(schema, base);
  // A value or nothing yet ('' or null): the field of the value, which may stay empty.
  if (schema instanceof z.ZodUnion) {
    const options = /** @type {z.ZodType[]} */ (schema.options);
    const value = options.find((option) => !['literal', 'null'].includes(kind(option)));
    if (value) return { ...fieldFromSchema(value, name), ...base, required: false };
  }
  if (isInEveryLanguage(schema)) {
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: languages.map((language) => ({
        name: language,
        label: languageNames[language],
        widget: 'string',
      })),
    };
  }
  if (schema instanceof z.ZodObject) {
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: Object.entries(schema.shape).map(([key, value]) =>
        fieldFromSchema(/** @type {z.ZodType} */ (value), key),
      ),
    };
  }
  if (schema instanceof z.ZodArray) {
    const element = /** @type {z.ZodType} */ (schema.element);
    const item = fieldFromSchema(element, 'item');
    const fixed = (schema._zod.def.checks ?? []).some(
      (check) => check._zod.def.check === 'length_equals',
    );
    return {
      ...base,
      widget: 'list',
      ...(accepts(schema, []) ? { required: false } : {}),
      ...(fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
      ...(item.widget === 'object' ? { fields: item.fields } : { field: item }),
    };
  }
  if (schema instanceof z.ZodEnum) {
    const labels = /** @type {Record<string, string> | undefined} */ (
      z.globalRegistry.get(schema)?.optionLabels
    );
    return {
      ...base,
      widget: 'select',
      options: schema.options.map((value) => ({
        label: labels?.[String(value)] ?? humanize(String(value)),
        value,
      })),
    };
  }
  // A value that never changes (the kind of a figure inside a list of figures).
  if (schema instanceof z.ZodLiteral) {
    return { ...base, widget: 'hidden', default: schema.value };
  }
  if (schema instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  if (schema instanceof z.ZodNumber) {
    return { ...base, widget: 'number', value_type: schema.isInt ? 'int' : 'float' };
  }
  // Links, e-mail addresses and other formats are strings too; one the schema lets be empty
  // ("not known yet") is optional in the editor.
  if (kind(schema) === 'string') {
    return {
      ...base,
      widget: 'string',
      ...(accepts(schema, '') ? { required: false } : {}),
    };
  }
  throw new Error(`The editor has no field for "${name}" (${kind(schema)}).`);
}

/**
 * The editor's fields of a file whose schema is an object: one per field of it, in its order.
 * @param {z.ZodObject} schema
 */
export const fieldsFromSchema = (schema) =>
  Object.entries(schema.shape).map(([key, value]) =>
    fieldFromSchema(/** @type {z.ZodType} */ (value), key),
  );
