// @ts-check
// The site's termbase (`shared/content/termbase/`): the things the site names (a service, a
// machine kind or part, a process, a unit, a promise such as the reply time), each once in
// `concepts.json` with a note on what it is, and one file per language (named by its code)
// with the approved term and the variants not to use. `pnpm content:check` names every word,
// list and datasheet text that uses a variant to avoid (tooling/content/termbase.js); staff edit
// the terms in the content editor (cms/collections/termbase.js).
import { z } from 'zod';

const conceptId = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'is a name in camelCase, e.g. replyTime');

/** What each concept is, in English for every reader: `{ "replyTime": "How soon ..." }`. */
export const conceptsSchema = z.record(conceptId, z.string().min(1));

/** One language's term for a concept: the one to write, other fine forms, the ones to avoid. */
export const termSchema = z.strictObject({
  use: z.string().min(1).meta({ title: 'Write', description: 'The approved term.' }),
  also: z.array(z.string().min(1)).optional().meta({
    title: 'Also fine',
    description: 'Shorter or inflected forms with the same meaning, for menus and buttons.',
  }),
  avoid: z.array(z.string().min(1)).meta({
    title: 'Not to use',
    description:
      'Variants the site must not write, each a whole word or phrase in any case. Start one with = to refuse it only as written (=azərbaycan dilində), end it with * to refuse every ending (hol* refuses holü, holler).',
  }),
});

/** A language's file: its term for every concept. */
export const languageTermsSchema = z.strictObject({ terms: z.record(conceptId, termSchema) });

/** @typedef {z.infer<typeof termSchema>} Term */
/** @typedef {{ concepts: Record<string, string>; terms: Record<string, Record<string, Term>> }} Termbase */
