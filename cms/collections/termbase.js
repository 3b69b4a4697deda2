// @ts-check
import { termSchema } from '@site/shared/content/schemas/termbase';
import { languages } from '@site/shared/i18n/siteLanguages';
import { conceptsFile, termsFile } from '@site/tooling/content/termbase';
import { fieldsFromSchema } from '../config/fieldsFromSchema.js';
import { humanize } from '../config/humanize.js';
import { keyOrder } from '../config/keyOrder.js';
import { languageNames } from '../config/languageNames.js';
import { readContent } from '../config/readContent.js';
import { styleGuideNote } from '../styleGuides.js';

/**
 * The termbase (web team and the translators), as two collections, as each keeps its files' key
 * order: what each concept is, and in each language the term to write, the other fine forms and
 * the variants the build refuses, one group per concept. A new concept is added in git
 * (concepts.json and the four languages' files).
 * @param {string} root the content being edited
 */
export function termbaseCollections(root) {
  const concepts = /** @type {Record<string, string>} */ (readContent(root, conceptsFile));
  const ids = Object.keys(concepts);
  const description = `The term to write for each thing the site names, in each language, and the variants not to use: the build names every text that uses one. Add a variant to "Not to use" and the next build finds it. ${styleGuideNote}`;
  return [
    {
      order: keyOrder(concepts),
      name: 'termbase-concepts',
      label: 'Termbase: the concepts',
      description,
      editor: { preview: false },
      files: [
        {
          name: 'concepts',
          label: 'What each concept is',
          file: conceptsFile,
          // The terms are everywhere on the site: its home page.
          preview_path: 'az',
          fields: ids.map((id) => ({ name: id, label: humanize(id), widget: 'text' })),
        },
      ],
    },
    {
      order: keyOrder(readContent(root, termsFile('az'))),
      name: 'termbase-terms',
      label: 'Termbase: the terms in each language',
      description,
      editor: { preview: false },
      files: languages.map((language) => ({
        name: language,
        label: `Terms in ${languageNames[language]}`,
        file: termsFile(language),
        preview_path: 'az',
        fields: [
          {
            name: 'terms',
            label: 'Terms',
            widget: 'object',
            fields: ids.map((id) => ({
              name: id,
              label: humanize(id),
              hint: concepts[id],
              widget: 'object',
              collapsed: true,
              fields: fieldsFromSchema(termSchema),
            })),
          },
        ],
      })),
    },
  ];
}
