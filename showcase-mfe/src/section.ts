import type { SectionManifest } from '@site/shared/contract/manifest';
import { federationNameOf } from '@site/shared/contract/remotes';
import { labelsFrom, page } from '@site/shared/contract/routes';
import { name } from '../package.json';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';
import { loadShowcaseMessages, quotePageWords, showcaseWords } from './messages';

const label = labelsFrom({ az, tr, en, ru });

/**
 * The company's own pages: about, sectors, projects, partners and contact, and the visitor's
 * quote request.
 */
export const section: SectionManifest = {
  federationName: federationNameOf(name),
  routes: [
    page('about', () => import('./pages/about/AboutPage'), { menu: label('about') }),
    page('sectors', () => import('./pages/sectors/SectorsPage'), {
      menu: label('sectors'),
      words: showcaseWords.sectors,
    }),
    page('projects', () => import('./pages/projects/ProjectsPage'), {
      menu: label('projects'),
      words: showcaseWords.projects,
    }),
    page('partners', () => import('./pages/partners/PartnersPage'), {
      menu: label('partners'),
      words: showcaseWords.partners,
    }),
    page('contact', () => import('./pages/contact/ContactPage'), {
      menu: label('contact'),
      words: showcaseWords.contact,
    }),
    page('quote', () => import('./pages/quote/QuotePage'), {
      words: quotePageWords,
      unlisted: true,
    }),
  ],
  loadMessages: loadShowcaseMessages,
};
