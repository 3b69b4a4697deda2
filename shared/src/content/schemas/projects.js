// @ts-check
// The company's projects (`showcase-mfe/content/projects.json`): a list staff lengthen in the
// content editor. Each project has its sector, its words in the four languages and its photos:
// the ones staff uploaded, and the drawings it had at launch (`project-07`, each of which takes a
// photo in the Photos collection). The gallery shows the launch drawings in their order, then the
// uploaded photos, project by project.
import { z } from 'zod';
import { imageField, inEveryLanguage, uploadedPhoto } from './fields.js';
import { projectCategoryIds } from './projectCategories.js';

/**
 * @param {{ folder: string; exists: (file: string) => boolean; drawings: readonly string[] }} options
 *   where uploads go, whether a file is there, and the launch drawings of the gallery
 */
export function projectsSchema({ folder, exists, drawings }) {
  const words = (/** @type {string} */ title, /** @type {string} */ description) =>
    inEveryLanguage().meta({ title, description });
  const project = z
    .strictObject({
      category: z.enum(projectCategoryIds, { error: 'is not a sector of the projects page' }).meta({
        title: 'Sector',
        description: 'The filter of the projects page that shows it.',
        optionLabels: {
          industrial: 'Industrial',
          construction: 'Construction',
          energy: 'Energy',
          infrastructure: 'Infrastructure',
        },
      }),
      title: words('Title', 'What was built, in a few words.'),
      description: words('What we did', 'One or two sentences: the work, the sizes, the steel.'),
      client: words('Client', 'The kind of client (names stay confidential unless they agree).'),
      location: words('Location', 'The town or district.'),
      photos: z
        .array(uploadedPhoto({ folder, exists }).refine((file) => file !== '', 'is empty'))
        .meta({
          title: 'Photos',
          description:
            'JPEG, PNG or WebP of any size; the site makes the sizes. They follow the launch photos in the gallery.',
          editor: {
            widget: 'list',
            required: false,
            label_singular: 'photo',
            field: { name: 'photo', label: 'Photo', ...imageField(folder) },
          },
        }),
      drawings: z
        .array(
          drawings.length > 0
            ? z.enum(drawings, { error: 'is not a drawing of the gallery' })
            : z.never(),
        )
        .optional()
        .meta({ editor: { widget: 'hidden' } }),
    })
    .refine((entry) => entry.photos.length + (entry.drawings?.length ?? 0) > 0, {
      message: 'has no photo: upload one',
      path: ['photos'],
    });
  return z
    .strictObject({
      projects: z.array(project).min(1, 'has no project').meta({
        title: 'Projects',
        description: 'In the order the projects page lists them.',
      }),
    })
    .superRefine(({ projects }, context) => {
      // A project or a launch photo entered twice.
      const titles = new Set();
      const shown = new Set();
      projects.forEach((entry, index) => {
        if (titles.has(entry.title.en)) {
          context.addIssue({
            code: 'custom',
            path: ['projects', index, 'title', 'en'],
            message: `is the title of another project (${entry.title.en}): a project entered twice`,
          });
        }
        titles.add(entry.title.en);
        for (const drawing of entry.drawings ?? []) {
          if (shown.has(drawing)) {
            context.addIssue({
              code: 'custom',
              path: ['projects', index, 'drawings'],
              message: `shows ${drawing}, which another project shows too`,
            });
          }
          shown.add(drawing);
        }
      });
    });
}

/**
 * The file as the pages read it (the schema's own type).
 * @typedef {z.infer<ReturnType<typeof projectsSchema>>} Projects
 * @typedef {Projects['projects'][number]} ProjectEntry
 */
