import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '@site/shared/testing/renderSection';
import { chatText } from '@site/shared/testing/chatText';
import { section } from '../../../section';
import { weldingPlaceholders } from '../content';
import type { Language } from '@site/shared/i18n/languages';
import { containing, wordsOf } from '../../../testing/words';

const [migMag, tig] = weldingPlaceholders;

const render = async (machine = migMag!, language: Language = 'en') => {
  const result = await renderSection(section, { language, path: machine.path });
  return { ...result, ...wordsOf(result.i18n, language) };
};

describe('WeldingPlaceholderPage', () => {
  it('serves MIG/MAG and TIG welding', () => {
    expect(weldingPlaceholders.map((machine) => machine.path)).toEqual([
      'products/welding-machines/mig-mag-welding',
      'products/welding-machines/tig-welding',
    ]);
  });

  it('names the machine, describes it and says special solutions are available', async () => {
    const { t } = await render();
    expect(screen.getByRole('heading', { level: 1, name: t(migMag!.name) })).toBeInTheDocument();
    expect(screen.getByText(containing(t(migMag!.description)))).toBeInTheDocument();
    expect(
      screen.getByRole('complementary', { name: t('weldingPlaceholder.noteTitle') }),
    ).toHaveTextContent(containing(t(migMag!.note)));
  });

  it('links back to the welding machines', async () => {
    const { t } = await render(tig, 'az');
    expect(screen.getByRole('link', { name: containing(t('welding.back')) })).toHaveAttribute(
      'href',
      '/az/products/welding-machines',
    );
  });

  it('opens a chat that names the machine', async () => {
    const { t } = await render(tig, 'ru');
    const chat = screen.getByRole('link', { name: containing(t('weldingPlaceholder.chat')) });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(t(tig!.message));
  });
});
