import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@site/shared/i18n/languages';
import { chatText } from '@site/shared/testing/chatText';
import content from '../../../../content/projects.json';
import { containing, renderPage, spaced } from '../../../testing/renderPage';
import type { ProjectFilter } from '../content';
import ProjectsPage from '../ProjectsPage';

const render = (language: Language = 'en', search = '') =>
  renderPage(<ProjectsPage />, `projects${search}`, language);

/** A project as content/projects.json holds it, by its place in the list. */
const project = (index: number) => content.projects[index]!;

type Words = Awaited<ReturnType<typeof render>>['t'];

const grid = (t: Words) => screen.getByRole('list', { name: t('projects.gallery.title') });
const photoButtons = (t: Words) => within(grid(t)).getAllByRole('button');

/** A filter link's text: its sector and how many photos it shows. */
const filterName = (t: Words, filter: ProjectFilter, count: number) =>
  t('projects.filter.option', { label: t(`projects.categories.${filter}`), count });

describe('ProjectsPage', () => {
  it('shows one h1 and a grid of 51 photos', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(grid(t)).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.getByRole('status')).toHaveTextContent(
      spaced(t('projects.gallery.shownAll', { count: 51 })),
    );
  });

  it('offers the five filters as links that keep the choice in the address', async () => {
    const { t } = await render();
    const filters = within(screen.getByRole('navigation', { name: t('projects.filter.label') }));
    const links = filters.getAllByRole('link');
    const all = filterName(t, 'all', 51);
    expect(links.map((link) => link.textContent)).toEqual([
      all,
      filterName(t, 'industrial', 13),
      filterName(t, 'construction', 13),
      filterName(t, 'energy', 13),
      filterName(t, 'infrastructure', 12),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/projects',
      '/en/projects?category=industrial',
      '/en/projects?category=construction',
      '/en/projects?category=energy',
      '/en/projects?category=infrastructure',
    ]);
    expect(filters.getByRole('link', { name: all })).toHaveAttribute('aria-current', 'true');
  });

  it('shows only the photos and projects of the category in the address', async () => {
    const { t } = await render('en', '?category=infrastructure');
    expect(photoButtons(t)).toHaveLength(12);
    expect(screen.getByRole('link', { name: filterName(t, 'infrastructure', 12) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      spaced(
        t('projects.gallery.shownCategory', {
          count: 12,
          category: t('projects.categories.infrastructure'),
        }),
      ),
    );
    const projects = screen.getByRole('heading', {
      name: t('projects.list.title'),
    }).parentElement!;
    expect(
      within(projects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([project(6).title.en, project(7).title.en]);
  });

  it('follows a filter link to the narrowed grid', async () => {
    const { t } = await render();
    const energy = filterName(t, 'energy', 13);
    await userEvent.click(screen.getByRole('link', { name: energy }));
    expect(photoButtons(t)).toHaveLength(13);
    expect(screen.getByRole('link', { name: energy })).toHaveAttribute('aria-current', 'true');
  });

  it('shows all 51 photos for an unknown category', async () => {
    const { t } = await render('en', '?category=cycling');
    expect(photoButtons(t)).toHaveLength(51);
  });

  it('opens the lightbox on a photo with the counter over all 51 and wraps both ways', async () => {
    const { t, common } = await render();
    await userEvent.click(photoButtons(t)[50]!);
    const dialog = await screen.findByRole('dialog', { name: t('projects.gallery.title') });
    const counter = (index: number) => spaced(common('lightbox.counter', { index, total: 51 }));
    expect(within(dialog).getByText(counter(51))).toBeInTheDocument();
    // Photo 51 is the power-line tower's; photo 1 the production hall's.
    const [tower, hall] = [project(4), project(0)];
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      t('projects.photo.alt', { title: tower.title.en, location: tower.location.en, n: 51 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: common('lightbox.next') }));
    expect(within(dialog).getByText(counter(1))).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        spaced(t('projects.photo.caption', { title: hall.title.en, location: hall.location.en })),
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText(counter(51))).toBeInTheDocument();
  });

  it('counts over the photos shown when filtered', async () => {
    const { t, common } = await render('en', '?category=energy');
    await userEvent.click(photoButtons(t)[0]!);
    const dialog = await screen.findByRole('dialog', { name: t('projects.gallery.title') });
    const counter = (index: number) => spaced(common('lightbox.counter', { index, total: 13 }));
    expect(within(dialog).getByText(counter(1))).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText(counter(13))).toBeInTheDocument();
  });

  it('turns the page on a swipe and closes on Escape with focus back on the photo', async () => {
    const { t, common } = await render();
    const third = photoButtons(t)[2]!;
    await userEvent.click(third);
    const figure = within(await screen.findByRole('dialog'))
      .getByRole('img')
      .closest('figure')!;
    fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 200 }] });
    const counter = (index: number) => spaced(common('lightbox.counter', { index, total: 51 }));
    expect(screen.getByText(counter(4))).toBeInTheDocument();
    fireEvent.touchStart(figure, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 220 }] });
    expect(screen.getByText(counter(3))).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(third).toHaveFocus();
  });

  it('shows "Project n" in the page language in place of a photo that fails', async () => {
    for (const language of languages) {
      const { t, unmount } = await render(language);
      const seventh = photoButtons(t)[6]!;
      fireEvent.error(within(seventh).getByRole('img'));
      expect(within(seventh).getByRole('img')).toHaveTextContent(
        spaced(t('projects.photo.fallback', { n: 7 })),
      );
      unmount();
    }
  });

  it('labels each project with its client and location in the page language', async () => {
    const { t } = await render('ru');
    const footbridge = project(6);
    const card = screen.getByRole('heading', { name: footbridge.title.ru }).closest('li')!;
    expect(within(card).getByText(spaced(t('projects.list.client'))).nextSibling).toHaveTextContent(
      spaced(footbridge.client.ru),
    );
    expect(
      within(card).getByText(spaced(t('projects.list.location'))).nextSibling,
    ).toHaveTextContent(spaced(footbridge.location.ru));
  });

  it('offers a prefilled chat about a similar project', async () => {
    const { t } = await render('tr');
    const link = screen.getByRole('link', { name: containing(t('projects.cta.button')) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(chatText(link)).toBe(t('projects.cta.message'));
  });
});
