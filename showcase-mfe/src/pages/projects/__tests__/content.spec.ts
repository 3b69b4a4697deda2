import { describe, expect, it } from 'vitest';
import content from '../../../../content/projects.json';
import { projectCategories } from '../../../content/types';
import {
  filterPath,
  photosIn,
  projectPhotos,
  projects,
  projectsIn,
  readProjectFilter,
} from '../content';

describe('project gallery data', () => {
  it('has 51 photos with the ids 1 to 51 in order', () => {
    expect(projectPhotos).toHaveLength(51);
    expect(projectPhotos.map((photo) => photo.id)).toEqual(
      Array.from({ length: 51 }, (_, index) => index + 1),
    );
  });

  it('assigns the categories in turn: industrial, construction, energy, infrastructure', () => {
    expect(projectPhotos.slice(0, 5).map((photo) => photo.category)).toEqual([
      'industrial',
      'construction',
      'energy',
      'infrastructure',
      'industrial',
    ]);
    for (const photo of projectPhotos) {
      expect(photo.category).toBe(projectCategories[(photo.id - 1) % 4]);
    }
    expect(projectPhotos.at(-1)).toMatchObject({ id: 51, category: 'energy' });
  });

  it('filters 13, 13, 13 and 12 photos, and all 51 together', () => {
    expect(photosIn('all')).toHaveLength(51);
    expect(photosIn('industrial')).toHaveLength(13);
    expect(photosIn('construction')).toHaveLength(13);
    expect(photosIn('energy')).toHaveLength(13);
    expect(photosIn('infrastructure')).toHaveLength(12);
    expect(photosIn('energy').every((photo) => photo.category === 'energy')).toBe(true);
  });

  it('gives every photo its own image file of 1200 x 900', () => {
    const sources = new Set(projectPhotos.map((photo) => photo.image.src));
    expect(sources.size).toBe(51);
    for (const photo of projectPhotos) {
      expect(photo.image).toMatchObject({ width: 1200, height: 900 });
      expect(photo.image.src).toMatch(new RegExp(`project-${String(photo.id).padStart(2, '0')}`));
    }
  });

  it('links each photo to a project of its own category', () => {
    for (const photo of projectPhotos) {
      expect(projects[photo.project]?.category).toBe(photo.category);
    }
    // content/projects.json lists the two infrastructure projects last.
    expect(
      projectsIn('infrastructure').map(([index]) => content.projects[index]?.title.en),
    ).toEqual([content.projects[6]!.title.en, content.projects[7]!.title.en]);
    expect(projectsIn('all')).toHaveLength(8);
  });

  it('reads the filter from the address and treats an unknown value as all', () => {
    expect(readProjectFilter('energy')).toBe('energy');
    expect(readProjectFilter(null)).toBe('all');
    expect(readProjectFilter('ENERGY')).toBe('all');
    expect(readProjectFilter('cycling')).toBe('all');
    expect(filterPath('energy')).toBe('projects?category=energy');
    expect(filterPath('all')).toBe('projects');
  });
});
