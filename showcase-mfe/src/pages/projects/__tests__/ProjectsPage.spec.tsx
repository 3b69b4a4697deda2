import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@site/shared/i18n/languages';
import { chatText } from '@site/shared/testing/chatText';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadAllShowcaseMessages } from '../../../messages';
import ProjectsPage from '../ProjectsPage';

const render = (language: Language = 'en', search = '') =>
  renderWithSite(<ProjectsPage />, {
    language,
    path: `projects${search}`,
    loadMessages: loadAllShowcaseMessages,
  });

const grid = (name = 'Project photos') => screen.getByRole('list', { name });
const photoButtons = () => within(grid()).getAllByRole('button');

describe('ProjectsPage', () => {
  it('shows one h1 and a grid of 51 photos', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.getByRole('status')).toHaveTextContent('All sectors: 51 photos');
  });

  it('offers the five filters as links that keep the choice in the address', async () => {
    await render();
    const filters = within(screen.getByRole('navigation', { name: 'Show projects by sector' }));
    const links = filters.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All (51)',
      'Industrial (13)',
      'Construction (13)',
      'Energy (13)',
      'Infrastructure (12)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/projects',
      '/en/projects?category=industrial',
      '/en/projects?category=construction',
      '/en/projects?category=energy',
      '/en/projects?category=infrastructure',
    ]);
    expect(filters.getByRole('link', { name: 'All (51)' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows only the photos and projects of the category in the address', async () => {
    await render('en', '?category=infrastructure');
    expect(photoButtons()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Infrastructure (12)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Infrastructure: 12 photos');
    const projects = screen.getByRole('heading', {
      name: 'The projects behind the photos',
    }).parentElement!;
    expect(
      within(projects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Steel footbridge', 'Bus terminal canopies']);
  });

  it('follows a filter link to the narrowed grid', async () => {
    await render();
    await userEvent.click(screen.getByRole('link', { name: 'Energy (13)' }));
    expect(photoButtons()).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Energy (13)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows all 51 photos for an unknown category', async () => {
    await render('en', '?category=cycling');
    expect(photoButtons()).toHaveLength(51);
  });

  it('opens the lightbox on a photo with the counter over all 51 and wraps both ways', async () => {
    await render();
    await userEvent.click(photoButtons()[50]!);
    const dialog = await screen.findByRole('dialog', { name: 'Project photos' });
    expect(within(dialog).getByText('51 / 51')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      'Lattice tower for a power line, Shirvan — photo 51',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 51')).toBeInTheDocument();
    expect(within(dialog).getByText('Production hall steel frame · Sumgait')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('51 / 51')).toBeInTheDocument();
  });

  it('counts over the photos shown when filtered', async () => {
    await render('en', '?category=energy');
    await userEvent.click(photoButtons()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Project photos' });
    expect(within(dialog).getByText('1 / 13')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('13 / 13')).toBeInTheDocument();
  });

  it('turns the page on a swipe and closes on Escape with focus back on the photo', async () => {
    await render();
    const third = photoButtons()[2]!;
    await userEvent.click(third);
    const figure = within(await screen.findByRole('dialog'))
      .getByRole('img')
      .closest('figure')!;
    fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 200 }] });
    expect(screen.getByText('4 / 51')).toBeInTheDocument();
    fireEvent.touchStart(figure, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 220 }] });
    expect(screen.getByText('3 / 51')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(third).toHaveFocus();
  });

  it('shows "Project n" in the page language in place of a photo that fails', async () => {
    const expected: Record<Language, [grid: string, fallback: string]> = {
      az: ['Layihə fotoları', 'Layihə 7'],
      tr: ['Proje fotoğrafları', 'Proje 7'],
      en: ['Project photos', 'Project 7'],
      ru: ['Фотографии проектов', 'Проект 7'],
    };
    for (const language of languages) {
      const { unmount } = await render(language);
      const [gridName, fallback] = expected[language];
      const seventh = within(grid(gridName)).getAllByRole('button')[6]!;
      fireEvent.error(within(seventh).getByRole('img'));
      expect(within(seventh).getByRole('img')).toHaveTextContent(fallback);
      unmount();
    }
  });

  it('labels each project with its client and location in the page language', async () => {
    await render('ru');
    const card = screen.getByRole('heading', { name: 'Стальной пешеходный мост' }).closest('li')!;
    expect(within(card).getByText('Заказчик').nextSibling).toHaveTextContent(
      'Дорожно-строительный подрядчик',
    );
    expect(within(card).getByText('Место').nextSibling).toHaveTextContent('Хырдалан');
  });

  it('offers a prefilled chat about a similar project', async () => {
    await render('tr');
    const link = screen.getByRole('link', { name: /Projeyi WhatsApp'ta görüşün/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(chatText(link)).toBe(
      'Merhaba! Projelerinizi inceledim, benzer bir çelik yapı işini görüşmek istiyorum.',
    );
  });
});
