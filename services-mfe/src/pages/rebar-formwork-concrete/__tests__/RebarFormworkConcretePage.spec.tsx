import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import { rebarFormworkConcrete } from '../content';
import RebarFormworkConcretePage from '../RebarFormworkConcretePage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<RebarFormworkConcretePage />, 'services/rebar-formwork-concrete', language);

describe('rebar, formwork and concrete content', () => {
  it('has twelve photos in four stages of three', () => {
    const { stages } = rebarFormworkConcrete.gallery;
    expect(stages.map((stage) => stage.id)).toEqual(['rebar', 'formwork', 'pouring', 'finishing']);
    expect(stages.map((stage) => stage.photos.length)).toEqual([3, 3, 3, 3]);
  });
});

describe('RebarFormworkConcretePage', () => {
  it('opens with a hero: one h1, a lead and three key figures', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Foundations ready for the steel that stands on them',
    );
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      'B500C',
      'C25/30–C35/45',
      '±3\u00a0mm',
    ]);
    expect(document.title).toBe('Rebar, formwork and concrete works in Baku | Example Metal');
  });

  it('groups the twelve photos under the four stage titles', async () => {
    await render();
    const gallery = sectionNamed('A foundation in four stages');
    expect(itemHeadings(gallery)).toEqual(['Rebar', 'Formwork', 'Concrete pouring', 'Finishing']);
    for (const stage of ['Rebar', 'Formwork', 'Concrete pouring', 'Finishing']) {
      const region = within(gallery).getByRole('region', { name: stage });
      expect(within(region).getAllByRole('button', { name: /^Enlarge:/ })).toHaveLength(3);
    }
  });

  it('pages through all twelve photos in one lightbox, naming the stage', async () => {
    await render();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Enlarge: Modular formwork panels lining a strip foundation trench',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'A foundation in four stages' });
    expect(within(dialog).getByText('4 / 12')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Formwork: Panel formwork for a strip foundation'),
    ).toBeInTheDocument();
    for (let step = 0; step < 4; step += 1) await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('12 / 12')).toBeInTheDocument();
  });

  it('shows four feature cards and four steps', async () => {
    await render('ru');
    expect(itemHeadings(sectionNamed('Почему фундамент тоже делаем мы'))).toHaveLength(4);
    const process = sectionNamed('Как идут работы по фундаменту');
    expect(within(process).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(process)).toEqual([
      'Разбивка',
      'Арматура и опалубка',
      'Бетонирование и уплотнение',
      'Уход и сдача',
    ]);
  });

  it('calls the visitor to the contact page in the page language', async () => {
    await render('tr');
    const cta = sectionNamed('Çelik bir bina için temel mi planlıyorsunuz?');
    expect(within(cta).getByRole('link', { name: 'Teklif isteyin' })).toHaveAttribute(
      'href',
      '/tr/contact',
    );
  });
});
