import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../../../messages';
import AboutPage from '../AboutPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderWithSite(<AboutPage />, { language, path: 'about', loadMessages: loadAllShowcaseMessages });

describe('AboutPage', () => {
  it('shows the title, the story, the mission and two main directions', async () => {
    await render();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Engineers, fabricators and service technicians in one company',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    const directions = screen
      .getByRole('heading', { name: 'Two main directions' })
      .closest('section')!;
    expect(
      within(directions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Metal construction', 'Industrial equipment']);
  });

  it('tells the history since 2016 with the metal division since 2018', async () => {
    await render();
    expect(screen.getByText('2016').closest('li')).toHaveTextContent(
      'The company is founded and starts supplying and servicing industrial equipment.',
    );
    expect(screen.getByText('2018').closest('li')).toHaveTextContent('The metal division opens');
  });

  it('states 9+ years of the company and 25+ years of the team without contradiction', async () => {
    await render('az');
    expect(screen.getByText('il şirkət kimi').nextSibling).toHaveTextContent('9+');
    expect(screen.getByText('il komandamızın ümumi təcrübəsi').nextSibling).toHaveTextContent(
      '25+',
    );
  });

  it('states the projects and customers the home page states, from the company facts', async () => {
    await render('ru');
    const figure = (label: string) => screen.getByText(label).nextSibling;
    const { projectsDelivered, industrialCustomers } = company.figures;
    expect(figure('завершённых проектов')).toHaveTextContent(`${projectsDelivered}+`);
    expect(figure('промышленных клиентов')).toHaveTextContent(`${industrialCustomers}+`);
    // The figures are stated once, in the list: the history's last line names no number.
    expect(screen.getByText('Сегодня').closest('li')).not.toHaveTextContent(/\d/);
  });

  it('links the directions to services and products', async () => {
    await render('ru');
    expect(screen.getByRole('link', { name: 'Наши услуги' })).toHaveAttribute(
      'href',
      '/ru/services',
    );
    expect(screen.getByRole('link', { name: 'Наша продукция' })).toHaveAttribute(
      'href',
      '/ru/products',
    );
  });

  it('leads on to the projects, the partners and the contact page', async () => {
    await render('tr');
    const next = screen.getByRole('region', { name: 'Bu rakamları oluşturan işleri görün' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Projelerimizi inceleyin', '/tr/projects'],
      ['İş ortaklarımızı tanıyın', '/tr/partners'],
      ['Bize ulaşın', '/tr/contact'],
    ]);
  });
});
