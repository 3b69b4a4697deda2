import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '@site/shared/testing/chatText';
import {
  containing,
  itemHeadings,
  renderPage,
  sectionNamed,
  spaced,
} from '../../../testing/renderPage';
import FacadeCoveringPage from '../FacadeCoveringPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<FacadeCoveringPage />, 'services/facade-covering', language);

describe('FacadeCoveringPage', () => {
  it('shows six cladding systems and four advantages under its one h1', async () => {
    const { t } = await render('tr');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spaced(t('facadeCovering.hero.title')),
    );
    expect(itemHeadings(sectionNamed(t('facadeCovering.services.title')))).toHaveLength(6);
    expect(itemHeadings(sectionNamed(t('facadeCovering.advantages.title')))).toEqual([
      t('facadeCovering.advantages.items.calculated.title'),
      t('facadeCovering.advantages.items.trims.title'),
      t('facadeCovering.advantages.items.access.title'),
      t('facadeCovering.advantages.items.warranty.title'),
    ]);
  });

  it('calls by WhatsApp about the facade and sends e-mail through the contact page', async () => {
    const { t } = await render('az');
    const cta = sectionNamed(t('facadeCovering.cta.title'));
    const call = within(cta).getByRole('link', {
      name: containing(t('common.callButton')),
    });
    expect(chatText(call)).toBe(t('facadeCovering.cta.message'));
    expect(within(cta).getByRole('link', { name: t('common.emailButton') })).toHaveAttribute(
      'href',
      '/az/contact',
    );
  });
});
