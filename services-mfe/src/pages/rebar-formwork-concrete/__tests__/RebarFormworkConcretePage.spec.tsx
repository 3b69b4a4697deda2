import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import {
  escape,
  itemHeadings,
  renderPage,
  sectionNamed,
  spaced,
} from '../../../testing/renderPage';
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
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spaced(t('rebarFormworkConcrete.hero.title')),
    );
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      t('rebarFormworkConcrete.hero.facts.rebar.value'),
      t('rebarFormworkConcrete.hero.facts.concrete.value'),
      t('rebarFormworkConcrete.hero.facts.anchors.value'),
    ]);
    expect(document.title).toBe(`${t('rebarFormworkConcrete.meta.title')} | ${company.brandName}`);
  });

  it('groups the twelve photos under the four stage titles', async () => {
    const { t, common } = await render();
    const gallery = sectionNamed(t('rebarFormworkConcrete.gallery.title'));
    const stages = [
      t('rebarFormworkConcrete.gallery.stages.rebar.title'),
      t('rebarFormworkConcrete.gallery.stages.formwork.title'),
      t('rebarFormworkConcrete.gallery.stages.pouring.title'),
      t('rebarFormworkConcrete.gallery.stages.finishing.title'),
    ];
    expect(itemHeadings(gallery)).toEqual(stages);
    const enlarge = new RegExp(`^${escape(common('gallery.enlargeNamed', { name: '' }))}`);
    for (const stage of stages) {
      const region = within(gallery).getByRole('region', { name: stage });
      expect(within(region).getAllByRole('button', { name: enlarge })).toHaveLength(3);
    }
  });

  it('pages through all twelve photos in one lightbox, naming the stage', async () => {
    const { t, common } = await render();
    const formwork = 'rebarFormworkConcrete.gallery.stages.formwork';
    await userEvent.click(
      screen.getByRole('button', {
        name: common('gallery.enlargeNamed', { name: t(`${formwork}.photos.strip.alt`) }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('rebarFormworkConcrete.gallery.title'),
    });
    const counter = (index: number) => common('lightbox.counter', { index, total: 12 });
    expect(within(dialog).getByText(spaced(counter(4)))).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        spaced(`${t(`${formwork}.title`)}: ${t(`${formwork}.photos.strip.caption`)}`),
      ),
    ).toBeInTheDocument();
    for (let step = 0; step < 4; step += 1) await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText(spaced(counter(12)))).toBeInTheDocument();
  });

  it('shows four feature cards and four steps', async () => {
    const { t } = await render('ru');
    expect(itemHeadings(sectionNamed(t('rebarFormworkConcrete.features.title')))).toHaveLength(4);
    const process = sectionNamed(t('rebarFormworkConcrete.process.title'));
    expect(within(process).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(process)).toEqual([
      t('rebarFormworkConcrete.process.items.setOut.title'),
      t('rebarFormworkConcrete.process.items.rebarFormwork.title'),
      t('rebarFormworkConcrete.process.items.pour.title'),
      t('rebarFormworkConcrete.process.items.handover.title'),
    ]);
  });

  it('calls the visitor to the contact page in the page language', async () => {
    const { t } = await render('tr');
    const cta = sectionNamed(t('rebarFormworkConcrete.cta.title'));
    expect(
      within(cta).getByRole('link', { name: t('rebarFormworkConcrete.cta.button') }),
    ).toHaveAttribute('href', '/tr/contact');
  });
});
