import contentPhotos from 'virtual:site-content-photos';
import content from '../../../content/projects.json?language=none';
import type { GalleryImage, ProjectItem } from '../../content/types';
import { projectCategories } from '../../content/types';

/** A project of `content/projects.json` without its words: its sector and its photos. */
interface ProjectEntry extends ProjectItem {
  photos: readonly string[];
  drawings?: readonly string[];
}

/**
 * The projects as staff keep them (`content/projects.json`, checked before every build): a list
 * they lengthen in the content editor, each with its sector and its photos. Their words, in the
 * four languages there, reach the page in its language only (`projectTexts.ts`).
 */
const entries = (content as { projects: ProjectEntry[] }).projects;

/** The jobs behind the photos, in the order the page lists them (eight at launch, two per sector). */
export const projects: readonly ProjectItem[] = entries;

/** A project, by its place in the list. */
export type ProjectIndex = number;

export interface ProjectPhoto extends GalleryImage {
  project: ProjectIndex;
}

// Files, not inlined data: lazy loading works and a drawing can be swapped for a photo.
const drawings = import.meta.glob<string>('../../assets/artwork/projects/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const drawingFile = (name: string) => {
  const src = drawings[`../../assets/artwork/projects/${name}.svg`];
  if (!src) throw new Error(`No artwork for project photo ${name}; run the artwork script.`);
  return src;
};

/**
 * Spec section 9: the gallery (51 photos at launch): the launch drawings in their order
 * (`project-01` …, the sectors in turn), then the photos staff uploaded, project by project.
 */
export const projectPhotos: readonly ProjectPhoto[] = [
  ...entries
    .flatMap((entry, project) => (entry.drawings ?? []).map((name) => ({ name, project })))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, project }) => ({ project, src: drawingFile(name) })),
  ...entries.flatMap((entry, project) =>
    entry.photos.map((photo) => {
      const src = contentPhotos[photo];
      if (!src) throw new Error(`No photo ${photo} for project ${project + 1}`);
      return { project, src };
    }),
  ),
].map(({ project, src }, index) => ({
  id: index + 1,
  project,
  category: entries[project]!.category,
  image: { src, width: 1200, height: 900, alt: 'projects.photo.alt' },
}));

/** Spec section 9: the projects gallery has 51 photos at launch. */
export const projectPhotoCount = projectPhotos.length;

export const projectFilters = ['all', ...projectCategories] as const;
export type ProjectFilter = (typeof projectFilters)[number];

/** The filter named in `?category=`; anything missing or unknown shows every photo. */
export function readProjectFilter(value: string | null): ProjectFilter {
  return projectFilters.find((filter) => filter === value) ?? 'all';
}

export function photosIn(filter: ProjectFilter): readonly ProjectPhoto[] {
  return filter === 'all'
    ? projectPhotos
    : projectPhotos.filter((photo) => photo.category === filter);
}

export function projectsIn(filter: ProjectFilter): readonly [ProjectIndex, ProjectItem][] {
  const all = projects.map((project, index): [ProjectIndex, ProjectItem] => [index, project]);
  return filter === 'all' ? all : all.filter(([, project]) => project.category === filter);
}

/** The address of a filter, below the language root. */
export function filterPath(filter: ProjectFilter): string {
  return filter === 'all' ? 'projects' : `projects?category=${filter}`;
}
