import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@site/shared/company/company';
import { chatText } from '@site/shared/testing/chatText';
import { containing, itemHeadings, renderPage, sectionNamed } from '../../../testing/renderPage';
import ProjectDesignPage from '../ProjectDesignPage';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderPage(<ProjectDesignPage />, 'services/project-design', language);

describe('ProjectDesignPage', () => {
  it('shows six service cards under the one h1', async () => {
    const { t } = await render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(itemHeadings(sectionNamed(t('projectDesign.services.title')))).toEqual([
      t('projectDesign.services.items.concept.title'),
      t('projectDesign.services.items.calculations.title'),
      t('projectDesign.services.items.generalArrangement.title'),
      t('projectDesign.services.items.shopDrawings.title'),
      t('projectDesign.services.items.foundations.title'),
      t('projectDesign.services.items.survey.title'),
    ]);
  });

  it('numbers the six advantages from 01 to 06', async () => {
    const { t } = await render('tr');
    const advantages = sectionNamed(t('projectDesign.advantages.title'));
    const items = within(advantages).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.textContent?.slice(0, 2))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
    ]);
  });

  it('walks through the design in four steps', async () => {
    const { t } = await render('az');
    const steps = sectionNamed(t('projectDesign.process.title'));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(itemHeadings(steps)[0]).toBe(t('projectDesign.process.items.brief.title'));
  });

  it('invites a prefilled chat with a design engineer', async () => {
    const { t } = await render();
    expect(
      chatText(screen.getByRole('link', { name: containing(t('projectDesign.cta.button')) })),
    ).toBe(t('projectDesign.cta.message'));
    expect(document.title).toBe(`${t('projectDesign.meta.title')} | ${company.brandName}`);
  });
});
