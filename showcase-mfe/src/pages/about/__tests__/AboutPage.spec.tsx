import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { renderPage, spaced } from '../../../testing/renderPage';
import AboutPage from '../AboutPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') => renderPage(<AboutPage />, 'about', language);

describe('AboutPage', () => {
  it('shows the title, the story, the mission and two main directions', async () => {
    const { t } = await render();
    expect(screen.getByRole('heading', { level: 1, name: t('about.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('about.story.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('about.mission.title') })).toBeInTheDocument();
    const directions = screen
      .getByRole('heading', { name: t('about.directions.title') })
      .closest('section')!;
    expect(
      within(directions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([t('about.directions.construction.title'), t('about.directions.equipment.title')]);
  });

  it('tells the history since 2016 with the metal division since 2018', async () => {
    const { t } = await render();
    expect(screen.getByText(String(company.foundedParent)).closest('li')).toHaveTextContent(
      spaced(t('about.story.milestones.parent')),
    );
    expect(screen.getByText(String(company.foundedMetalDivision)).closest('li')).toHaveTextContent(
      spaced(t('about.story.milestones.metal')),
    );
  });

  it('states 9+ years of the company and 25+ years of the team without contradiction', async () => {
    const { t } = await render('az');
    const { yearsInBusiness, teamExperienceYears } = company.figures;
    expect(screen.getByText(spaced(t('about.experience.company'))).nextSibling).toHaveTextContent(
      `${yearsInBusiness}+`,
    );
    expect(screen.getByText(spaced(t('about.experience.team'))).nextSibling).toHaveTextContent(
      `${teamExperienceYears}+`,
    );
  });

  it('states the projects and customers the home page states, from the company facts', async () => {
    const { t } = await render('ru');
    const figure = (label: string) => screen.getByText(spaced(label)).nextSibling;
    const { projectsDelivered, industrialCustomers } = company.figures;
    expect(figure(t('about.experience.projects'))).toHaveTextContent(`${projectsDelivered}+`);
    expect(figure(t('about.experience.customers'))).toHaveTextContent(`${industrialCustomers}+`);
    // The figures are stated once, in the list: the history's last line names no number.
    expect(screen.getByText(spaced(t('about.story.now'))).closest('li')).not.toHaveTextContent(
      /\d/,
    );
  });

  it('links the directions to services and products', async () => {
    const { t } = await render('ru');
    expect(
      screen.getByRole('link', { name: t('about.directions.construction.link') }),
    ).toHaveAttribute('href', '/ru/services');
    expect(
      screen.getByRole('link', { name: t('about.directions.equipment.link') }),
    ).toHaveAttribute('href', '/ru/products');
  });

  it('leads on to the projects, the partners and the contact page', async () => {
    const { t } = await render('tr');
    const next = screen.getByRole('region', { name: t('about.next.title') });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [t('about.next.projects'), '/tr/projects'],
      [t('about.next.partners'), '/tr/partners'],
      [t('about.next.contact'), '/tr/contact'],
    ]);
  });
});
