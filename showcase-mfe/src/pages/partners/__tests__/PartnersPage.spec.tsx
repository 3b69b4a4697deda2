import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import partners from '../../../../content/partners.json';
import { containing, renderPage, spaced } from '../../../testing/renderPage';
import PartnersPage from '../PartnersPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') => renderPage(<PartnersPage />, 'partners', language);

const group = (title: string) => screen.getByRole('region', { name: title });

describe('PartnersPage', () => {
  it('shows one h1, six project partners and four distribution partners', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const project = within(group(t('partners.project.title')));
    expect(project.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      partners.project.slice(0, 6).map((partner) => partner.name.en),
    );
    const distribution = within(group(t('partners.distribution.title')));
    expect(distribution.getAllByRole('listitem')).toHaveLength(4);
    expect(distribution.getAllByRole('img')).toHaveLength(4);
  });

  it('gives each partner a logo, a name and a description', async () => {
    const { t } = await render('az');
    const { name, text } = partners.distribution[0]!;
    const card = screen.getByRole('heading', { name: name.az }).closest('li')!;
    const logo = within(card).getByRole('img', { name: t('partners.logoAlt', { name: name.az }) });
    expect(logo).toHaveAttribute('width', '480');
    expect(logo).toHaveAttribute('height', '240');
    expect(card).toHaveTextContent(spaced(text.az));
  });

  it('shows the partner name as text when a logo fails', async () => {
    const { t } = await render('ru');
    const { name } = partners.project[3]!;
    const card = screen.getByRole('heading', { name: name.ru }).closest('li')!;
    fireEvent.error(within(card).getByRole('img'));
    const fallback = within(card).getByRole('img', {
      name: t('partners.logoAlt', { name: name.ru }),
    });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent(spaced(name.ru));
  });

  it('opens a prefilled chat from the call to action', async () => {
    const { t } = await render('en');
    const link = screen.getByRole('link', { name: containing(t('partners.cta.button')) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(link)).toBe(t('partners.cta.message'));
  });
});
