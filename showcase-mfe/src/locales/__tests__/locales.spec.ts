import { describe, it } from 'vitest';
import { expectCompleteLocales } from '@site/shared/testing';
import azContact from '../az/contact.json';
import azNavigation from '../az/navigation.json';
import azPartners from '../az/partners.json';
import azProjects from '../az/projects.json';
import azSectors from '../az/sectors.json';
import azShowcase from '../az/showcase.json';
import enContact from '../en/contact.json';
import enNavigation from '../en/navigation.json';
import enPartners from '../en/partners.json';
import enProjects from '../en/projects.json';
import enSectors from '../en/sectors.json';
import enShowcase from '../en/showcase.json';
import ruContact from '../ru/contact.json';
import ruNavigation from '../ru/navigation.json';
import ruPartners from '../ru/partners.json';
import ruProjects from '../ru/projects.json';
import ruSectors from '../ru/sectors.json';
import ruShowcase from '../ru/showcase.json';
import trContact from '../tr/contact.json';
import trNavigation from '../tr/navigation.json';
import trPartners from '../tr/partners.json';
import trProjects from '../tr/projects.json';
import trSectors from '../tr/sectors.json';
import trShowcase from '../tr/showcase.json';

describe('showcase messages', () => {
  it('of the about page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azShowcase, tr: trShowcase, en: enShowcase, ru: ruShowcase });
  });

  it('of the projects page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azProjects, tr: trProjects, en: enProjects, ru: ruProjects });
  });

  it('of the partners page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azPartners, tr: trPartners, en: enPartners, ru: ruPartners });
  });

  it('of the contact page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azContact, tr: trContact, en: enContact, ru: ruContact });
  });

  it('of the sectors page are complete and clean in all four languages', () => {
    expectCompleteLocales({ az: azSectors, tr: trSectors, en: enSectors, ru: ruSectors });
  });

  it('name every menu entry in all four languages', () => {
    expectCompleteLocales({
      az: azNavigation,
      tr: trNavigation,
      en: enNavigation,
      ru: ruNavigation,
    });
  });
});
