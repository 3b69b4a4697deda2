import { company } from '@site/shared/company/company';
import facadeImage from '../../assets/artwork/home/project-facade.svg';
import towerImage from '../../assets/artwork/home/project-tower.svg';
import workshopImage from '../../assets/artwork/home/project-workshop.svg';

const artwork = { width: 1200, height: 900 } as const;

/** Spec section 9: 9+ years, 30+ projects, 15+ customers (company facts, one figure each). */
export const homeStats = [
  { key: 'years', value: company.figures.yearsInBusiness },
  { key: 'projects', value: company.figures.projectsDelivered },
  { key: 'customers', value: company.figures.industrialCustomers },
] as const;

/** Spec: three project cards linking to /projects. */
export const homeProjects = [
  { key: 'workshop', src: workshopImage, ...artwork },
  { key: 'tower', src: towerImage, ...artwork },
  { key: 'facade', src: facadeImage, ...artwork },
] as const;

/** Spec: the hero's starfield has 200 particles. */
export const starCount = 200;
