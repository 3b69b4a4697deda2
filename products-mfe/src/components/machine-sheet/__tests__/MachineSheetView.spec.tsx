import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { MachineSheet } from '../../../content/types';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { lathe } from '../../../pages/torna-freze/content';
import { containing, wordsOf } from '../../../testing/words';
import { MachineSheetView } from '../MachineSheetView';

const render = async (element: ReactElement, language: 'az' | 'en' | 'ru' = 'en') => {
  const result = await renderWithSite(element, {
    language,
    path: 'products',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

const quote = { id: 'products/torna-freze#lathe', path: 'products/torna-freze' };

/** A sheet written the way older content was: `label: value` lines, some not keys at all. */
const plainSheet: MachineSheet = {
  ...lathe,
  model: 'TEST-1',
  specifications: ['Spindle bore: 52 mm', 'Cycle time: 10:30 min'],
  rating: 4.8,
};

describe('MachineSheetView', () => {
  it('names the machine in the page heading with its model and rating', async () => {
    const { t, common } = await render(<MachineSheetView sheet={lathe} quote={quote} />);
    const heading = screen.getByRole('heading', { level: 1, name: t(lathe.name) });
    const sheet = heading.closest('article')!;
    expect(sheet).toHaveAccessibleName(t(lathe.name));
    expect(within(sheet).getByText(lathe.model)).toBeInTheDocument();
    expect(
      within(sheet).getByRole('img', { name: common('rating.label', { value: '5', max: 5 }) }),
    ).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([t('sheet.specifications'), t('sheet.features'), t('sheet.applications')]);
  });

  it('steps the headings down when a page shows several machines', async () => {
    const { t } = await render(<MachineSheetView sheet={lathe} quote={quote} headingLevel={2} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t(lathe.name) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('translates specification keys and keeps plain text, split at the first colon', async () => {
    const { unmount, t } = await render(<MachineSheetView sheet={lathe} quote={quote} />, 'ru');
    expect(
      screen.getByRole('rowheader', { name: t('latheMill.lathe.specs.bore.label') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: `${t('latheMill.lathe.specs.motor.label')} 7,5\u00a0кВт` }),
    ).toBeInTheDocument();
    unmount();
    const { common } = await render(
      <MachineSheetView sheet={plainSheet} quote={quote} headingLevel={2} />,
    );
    expect(screen.getByRole('row', { name: 'Spindle bore 52 mm' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Cycle time 10:30 min' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: common('rating.label', { value: '4.8', max: 5 }) }),
    ).toBeInTheDocument();
  });

  it('lists every feature and application of the machine', async () => {
    const { t } = await render(<MachineSheetView sheet={lathe} quote={quote} />);
    const [features, applications] = screen
      .getAllByRole('heading', { level: 2 })
      .slice(1)
      .map((heading) => within(heading.closest('section')!).getAllByRole('listitem'));
    expect(features).toHaveLength(lathe.features.length);
    expect(applications).toHaveLength(lathe.applications.length);
    expect(screen.getByText(t('latheMill.lathe.features.rests'))).toBeInTheDocument();
  });

  it('asks for a price in a chat prefilled with the name and model', async () => {
    const { t } = await render(<MachineSheetView sheet={lathe} quote={quote} />, 'az');
    const chat = screen.getByRole('link', { name: containing(t('sheet.quote')) });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(
      t('sheet.quoteMessage', { name: t(lathe.name), model: lathe.model }),
    );
  });

  it('shows the datasheet, manufacturer and drawing links only when it has them', async () => {
    const { unmount, t } = await render(<MachineSheetView sheet={lathe} quote={quote} />);
    const named = (key: 'sheet.datasheet' | 'sheet.manufacturer' | 'sheet.drawing') =>
      containing(t(key));
    expect(screen.queryByRole('link', { name: named('sheet.datasheet') })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: named('sheet.manufacturer') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: named('sheet.drawing') })).not.toBeInTheDocument();
    unmount();
    await render(
      <MachineSheetView
        sheet={lathe}
        quote={quote}
        links={{
          datasheet: '/datasheets/en/lathe.pdf',
          manufacturer: 'https://maker.example/lathe',
          drawing: 'https://maker.example/lathe.dwg.pdf',
        }}
        badge="Sheet laser"
        datasheetLabel="Download the catalogue (PDF)"
      />,
    );
    expect(screen.getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
      'href',
      '/datasheets/en/lathe.pdf',
    );
    const maker = screen.getByRole('link', { name: t('sheet.manufacturer') });
    expect(maker).toHaveAttribute('href', 'https://maker.example/lathe');
    expect(maker).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: t('sheet.drawing') })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Sheet laser')).toBeInTheDocument();
  });

  it('describes every image and opens the lightbox from the main one', async () => {
    const { t, common } = await render(<MachineSheetView sheet={lathe} quote={quote} />);
    expect(screen.getByRole('img', { name: t('latheMill.lathe.images.bed') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: common('gallery.next') }));
    expect(
      screen.getByRole('img', { name: t('latheMill.lathe.images.chuck') }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: common('gallery.enlarge', { index: 2, total: 4 }) }),
    );
    expect(await screen.findByRole('dialog', { name: t(lathe.name) })).toBeInTheDocument();
  });
});
