import { company } from '@site/shared/company/company';
import { type ImageAsset } from '@site/shared/content/types';
import type { TextKey } from '../../content/types';
import constructionImage from '../../assets/artwork/about/direction-construction.svg';
import equipmentImage from '../../assets/artwork/about/direction-equipment.svg';
import workshopImage from '../../assets/artwork/about/workshop.svg';

const art = (src: string, alt: TextKey): ImageAsset<TextKey> => ({
  src,
  width: 1200,
  height: 900,
  alt,
});

export const storyImage = art(workshopImage, 'about.story.alt');

/** The company's history (spec: parent company since 2016, metal division since 2018). */
export const milestones = [
  { year: company.foundedParent, key: 'parent' },
  { year: company.foundedMetalDivision, key: 'metal' },
  { year: null, key: 'today' },
] as const;

/**
 * The company in figures (company facts, the same numbers as on the home page): 9+ years as a
 * company, its team 25+ years of combined experience (the old site mixed the two), 30+
 * projects for 15+ industrial customers.
 */
export const experience = [
  { key: 'company', value: company.figures.yearsInBusiness },
  { key: 'team', value: company.figures.teamExperienceYears },
  { key: 'projects', value: company.figures.projectsDelivered },
  { key: 'customers', value: company.figures.industrialCustomers },
] as const;

/** The two main directions of the company. */
export const directions = [
  {
    key: 'construction',
    path: 'services',
    image: art(constructionImage, 'about.directions.construction.alt'),
  },
  {
    key: 'equipment',
    path: 'products',
    image: art(equipmentImage, 'about.directions.equipment.alt'),
  },
] as const;

/** Where a visitor goes after reading about the company. */
export const nextSteps = [
  { key: 'projects', path: 'projects', style: 'button-primary' },
  { key: 'partners', path: 'partners', style: 'button-secondary' },
  { key: 'contact', path: 'contact', style: 'button-secondary' },
] as const;
