import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import {
  containing,
  escape,
  itemHeadings,
  renderPage,
  sectionNamed,
  spaced,
} from '../../../testing/renderPage';
import MetalConstructionPage from '../MetalConstructionPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<MetalConstructionPage />, 'services/metal-construction', language);

describe('MetalConstructionPage', () => {
  it('opens with a hero and its one h1', async () => {
    const { t } = await render('az');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spaced(t('metalConstruction.hero.title')),
    );
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(document.title).toBe(`${t('metalConstruction.meta.title')} | ${company.brandName}`);
  });

  it('shows ten kinds of work, each with a photo and a text', async () => {
    const { t, common } = await render();
    const works = sectionNamed(t('metalConstruction.works.title'));
    const items = within(works).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const enlarge = new RegExp(`^${escape(common('gallery.enlargeNamed', { name: '' }))}`);
    for (const item of items) {
      expect(within(item).getByRole('button', { name: enlarge })).toBeInTheDocument();
      expect(within(item).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(item).getByRole('paragraph')).not.toBeEmptyDOMElement();
    }
    expect(itemHeadings(works)[0]).toBe(t('metalConstruction.works.items.industrialHalls.title'));
    expect(itemHeadings(works)[9]).toBe(t('metalConstruction.works.items.reconstruction.title'));
  });

  it('opens the work photos in one lightbox that wraps and gives focus back', async () => {
    const { t, common } = await render();
    const last = screen.getByRole('button', {
      name: common('gallery.enlargeNamed', {
        name: t('metalConstruction.works.items.reconstruction.alt'),
      }),
    });
    await userEvent.click(last);
    const dialog = await screen.findByRole('dialog', { name: t('metalConstruction.works.title') });
    const counter = (index: number) => common('lightbox.counter', { index, total: 10 });
    expect(within(dialog).getByText(spaced(counter(10)))).toBeInTheDocument();
    expect(
      within(dialog).getByText(spaced(t('metalConstruction.works.items.reconstruction.title'))),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(spaced(counter(1)))).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(last).toHaveFocus();
  });

  it('lists six features and the four steps from request to handover', async () => {
    const { t } = await render();
    expect(itemHeadings(sectionNamed(t('metalConstruction.features.title')))).toHaveLength(6);
    expect(itemHeadings(sectionNamed(t('metalConstruction.process.title')))).toEqual([
      t('metalConstruction.process.items.brief.title'),
      t('metalConstruction.process.items.design.title'),
      t('metalConstruction.process.items.fabrication.title'),
      t('metalConstruction.process.items.erection.title'),
    ]);
  });

  it('ends with a prefilled chat and the contact page', async () => {
    const { t } = await render('tr');
    const cta = sectionNamed(t('metalConstruction.cta.title'));
    const chat = within(cta).getByRole('link', {
      name: containing(t('metalConstruction.cta.chat')),
    });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(t('metalConstruction.cta.message'));
    expect(
      within(cta).getByRole('link', { name: t('metalConstruction.cta.contact') }),
    ).toHaveAttribute('href', '/tr/contact');
  });
});
