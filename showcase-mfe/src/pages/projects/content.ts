import type { NamesAt } from '@site/shared/i18n/wordKeys';
import {
  projectCategories,
  type GalleryImage,
  type ProjectCategory,
  type ProjectItem,
} from '../../content/types';
import type { ShowcaseWords } from '../../content/words';

const item = (
  key: NamesAt<ShowcaseWords, 'projects.items'>,
  category: ProjectCategory,
): ProjectItem => ({
  title: `projects.items.${key}.title`,
  description: `projects.items.${key}.description`,
  client: `projects.items.${key}.client`,
  location: `projects.items.${key}.location`,
  category,
});

/** The jobs behind the photos, two in each category. */
export const projects = {
  hall: item('hall', 'industrial'),
  laserLine: item('laserLine', 'industrial'),
  facade: item('facade', 'construction'),
  warehouse: item('warehouse', 'construction'),
  tower: item('tower', 'energy'),
  solar: item('solar', 'energy'),
  bridge: item('bridge', 'infrastructure'),
  canopy: item('canopy', 'infrastructure'),
} satisfies Record<string, ProjectItem>;

export type ProjectKey = keyof typeof projects;

const projectsByCategory: Record<ProjectCategory, readonly ProjectKey[]> = {
  industrial: ['hall', 'laserLine'],
  construction: ['facade', 'warehouse'],
  energy: ['tower', 'solar'],
  infrastructure: ['bridge', 'canopy'],
};

/** Spec section 9: the projects gallery has 51 photos. */
export const projectPhotoCount = 51;

export interface ProjectPhoto extends GalleryImage {
  project: ProjectKey;
}

// Files, not inlined data: lazy loading works and a photo can later be swapped for a real one.
const files = import.meta.glob<string>('../../assets/artwork/projects/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

function photoFile(id: number): string {
  const src = files[`../../assets/artwork/projects/project-${String(id).padStart(2, '0')}.svg`];
  if (!src) throw new Error(`No artwork for project photo ${id}; run the artwork script.`);
  return src;
}

/** Photo n is in category (n - 1) % 4 (industrial, construction, energy, infrastructure, ...). */
export const projectPhotos: readonly ProjectPhoto[] = Array.from(
  { length: projectPhotoCount },
  (_, index) => {
    const id = index + 1;
    const category = projectCategories[index % projectCategories.length]!;
    const round = Math.floor(index / projectCategories.length);
    const group = projectsByCategory[category];
    return {
      id,
      category,
      project: group[round % group.length]!,
      image: { src: photoFile(id), width: 1200, height: 900, alt: 'projects.photo.alt' },
    };
  },
);

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

export function projectsIn(filter: ProjectFilter): readonly [ProjectKey, ProjectItem][] {
  const all = Object.entries(projects) as [ProjectKey, ProjectItem][];
  return filter === 'all' ? all : all.filter(([, project]) => project.category === filter);
}

/** The address of a filter, below the language root. */
export function filterPath(filter: ProjectFilter): string {
  return filter === 'all' ? 'projects' : `projects?category=${filter}`;
}
