import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '@site/shared/testing/renderSection';
import { chatText } from '@site/shared/testing/chatText';
import { section } from '../../../section';
import { weldingPlaceholders } from '../content';
import type { Language } from '@site/shared/i18n/languages';

const [migMag, tig] = weldingPlaceholders;

const render = (machine = migMag!, language: Language = 'en') =>
  renderSection(section, { language, path: machine.path });

describe('WeldingPlaceholderPage', () => {
  it('serves MIG/MAG and TIG welding', () => {
    expect(weldingPlaceholders.map((machine) => machine.path)).toEqual([
      'products/welding-machines/mig-mag-welding',
      'products/welding-machines/tig-welding',
    ]);
  });

  it('names the machine, describes it and says special solutions are available', async () => {
    await render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'MIG/MAG welding machines' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/workhorse of steel fabrication/)).toBeInTheDocument();
    expect(
      screen.getByRole('complementary', { name: 'Special solutions available' }),
    ).toHaveTextContent(/double-pulse machines for aluminium/);
  });

  it('links back to the welding machines', async () => {
    await render(tig, 'az');
    expect(screen.getByRole('link', { name: /Bütün qaynaq aparatları/ })).toHaveAttribute(
      'href',
      '/az/products/welding-machines',
    );
  });

  it('opens a chat that names the machine', async () => {
    await render(tig, 'ru');
    const chat = screen.getByRole('link', { name: /Обсудить проект в WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat)).toBe(
      'Здравствуйте! Интересует сварочный аппарат TIG. Можем обсудить решение для нашей работы?',
    );
  });
});
