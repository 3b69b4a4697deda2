import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { MachineSheet } from '../../../content/types';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import { lathe } from '../../../pages/torna-freze/content';
import { MachineSheetView } from '../MachineSheetView';

const render = (element: ReactElement, language: 'az' | 'en' | 'ru' = 'en') =>
  renderWithSite(element, { language, path: 'products', loadMessages: loadAllProductsMessages });

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
    await render(<MachineSheetView sheet={lathe} quote={quote} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Universal lathe' });
    const sheet = heading.closest('article')!;
    expect(sheet).toHaveAccessibleName('Universal lathe');
    expect(within(sheet).getByText('UL-410/1500')).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Technical specifications', 'Features', 'Applications']);
  });

  it('steps the headings down when a page shows several machines', async () => {
    await render(<MachineSheetView sheet={lathe} quote={quote} headingLevel={2} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Universal lathe' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('translates specification keys and keeps plain text, split at the first colon', async () => {
    const { unmount } = await render(<MachineSheetView sheet={lathe} quote={quote} />, 'ru');
    expect(screen.getByRole('rowheader', { name: 'Отверстие шпинделя' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Главный двигатель 7,5\u00a0кВт' })).toBeInTheDocument();
    unmount();
    await render(<MachineSheetView sheet={plainSheet} quote={quote} headingLevel={2} />);
    expect(screen.getByRole('row', { name: 'Spindle bore 52 mm' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Cycle time 10:30 min' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('lists every feature and application of the machine', async () => {
    await render(<MachineSheetView sheet={lathe} quote={quote} />);
    const [features, applications] = screen
      .getAllByRole('heading', { level: 2 })
      .slice(1)
      .map((heading) => within(heading.closest('section')!).getAllByRole('listitem'));
    expect(features).toHaveLength(lathe.features.length);
    expect(applications).toHaveLength(lathe.applications.length);
    expect(screen.getByText('Steady rest and follow rest for long shafts')).toBeInTheDocument();
  });

  it('asks for a price in a chat prefilled with the name and model', async () => {
    await render(<MachineSheetView sheet={lathe} quote={quote} />, 'az');
    const chat = screen.getByRole('link', { name: /Qiyməti WhatsApp-da soruşun/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(
      'Salam! Universal torna dəzgahı (UL-410/1500) üçün qiymət təklifi almaq istəyirəm.',
    );
  });

  it('shows the datasheet, manufacturer and drawing links only when it has them', async () => {
    const { unmount } = await render(<MachineSheetView sheet={lathe} quote={quote} />);
    expect(screen.queryByRole('link', { name: /datasheet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Manufacturer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /drawing/ })).not.toBeInTheDocument();
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
    const maker = screen.getByRole('link', { name: "Manufacturer's product page" });
    expect(maker).toHaveAttribute('href', 'https://maker.example/lathe');
    expect(maker).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Technical drawing' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Sheet laser')).toBeInTheDocument();
  });

  it('describes every image and opens the lightbox from the main one', async () => {
    await render(<MachineSheetView sheet={lathe} quote={quote} />);
    expect(
      screen.getByRole('img', {
        name: "The lathe's hardened bed and carriage seen from the tailstock",
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(
      screen.getByRole('img', { name: 'The three-jaw chuck and tool post while turning a shaft' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image (2 / 4)' }));
    expect(await screen.findByRole('dialog', { name: 'Universal lathe' })).toBeInTheDocument();
  });
});
