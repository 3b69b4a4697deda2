// @ts-check
/**
 * Help text for the words of a page, by the name of the word in the file (the last part of its
 * key). Written for the people who edit the site, not for developers.
 * @type {Readonly<Record<string, string>>}
 */
export const wordHints = {
  meta: 'What search engines and shared links show for this page.',
  'meta.title':
    'The title in the browser tab and in search results: about 60 characters, the most important words first.',
  'meta.description':
    'The text under the title in search results: one or two sentences, at most 160 characters.',
  eyebrow: 'The small line above the main heading.',
  lead: 'The paragraph under the heading.',
  alt: 'What the photo shows, for people who cannot see it and for search engines: one sentence, no "photo of".',
  message:
    'The first words of the WhatsApp chat this button opens; the visitor can change them before sending.',
  chat: 'The label of the button that opens a WhatsApp chat.',
  contact: 'The label of the link to the contact page.',
  value: 'A figure with its unit, as this language writes it (a space before the unit).',
};

/** The help text of a word at `path` (`meta.title`, `works.items.canopies.alt`), if any. */
export function wordHint(/** @type {string} */ path) {
  const parts = path.split('.');
  return wordHints[parts.slice(-2).join('.')] ?? wordHints[parts.at(-1) ?? ''];
}
