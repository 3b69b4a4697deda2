import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import { containing, escape, renderPage, spaced } from '../../../testing/renderPage';
import { metalProcessing } from '../content';
import MetalProcessingPage from '../MetalProcessingPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<MetalProcessingPage />, 'services/metal-processing', language);

describe('metal processing content', () => {
  it('has six photos: cutting, welding, bending, assembly, surface, quality', () => {
    expect(metalProcessing.photos.items.map((photo) => photo.id)).toEqual([
      'cutting',
      'welding',
      'bending',
      'assembly',
      'surface',
      'quality',
    ]);
  });
});

describe('MetalProcessingPage', () => {
  it('names the page in its title, description and one h1', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spaced(t('metalProcessing.intro.title')),
    );
    expect(document.title).toBe(`${t('metalProcessing.meta.title')} | ${company.brandName}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining(t('metalProcessing.meta.description')),
    );
  });

  it('shows six captioned photos, each with its own alternative text', async () => {
    const { t } = await render('az');
    const grid = screen.getByRole('list', { name: t('metalProcessing.photos.title') });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent(spaced(t('metalProcessing.photos.items.cutting.caption')));
    const alts = within(grid)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(new Set(alts).size).toBe(6);
    expect(alts.every((alt) => (alt ?? '').length > 20)).toBe(true);
  });

  it('opens a photo in the lightbox with its caption and pages through all six', async () => {
    const { t, common } = await render();
    await userEvent.click(
      screen.getByRole('button', {
        name: common('gallery.enlargeNamed', {
          name: t('metalProcessing.photos.items.quality.alt'),
        }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('metalProcessing.photos.title') });
    expect(
      within(dialog).getByText(spaced(common('lightbox.counter', { index: 6, total: 6 }))),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        new RegExp(`^${escape(spaced(t('metalProcessing.photos.items.quality.caption')))}`),
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(
      within(dialog).getByText(spaced(common('lightbox.counter', { index: 1, total: 6 }))),
    ).toBeInTheDocument();
  });

  it('asks for a price in a prefilled chat that names the service', async () => {
    const { t } = await render('ru');
    const chat = screen.getByRole('link', {
      name: containing(t('metalProcessing.cta.button')),
    });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(t('metalProcessing.cta.message'));
  });
});
