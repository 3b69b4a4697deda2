// @ts-check
// The sectors a project belongs to, in the order the projects page filters them: plain
// JavaScript with no zod, so the page's code and the content check read one list.

export const projectCategoryIds = /** @type {const} */ ([
  'industrial',
  'construction',
  'energy',
  'infrastructure',
]);
