import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { page } from '@site/shared/contract/routes';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { loadSectionManifest } from '../loadSectionManifest';
import { loadShellMessages } from '../../i18n/shellMessages';

vi.mock('../loadSectionManifest', () => ({
  loadSectionManifest: vi.fn(),
  sectionTimeout: vi.fn(async () => 1000),
}));

const catalogue = () => <h1>Catalogue from the remote</h1>;
const section = (Component = catalogue): SectionManifest => ({
  federationName: 'products_mfe',
  routes: [page('products', async () => ({ default: Component }))],
  loadMessages: async () => ({ products: { title: 'x' } }),
});

const load = vi.mocked(loadSectionManifest);
// The shell remembers loaded sections for the page's life; each test starts a new page.
// Gives the words the section renders with: the shell's and the shared UI's. `keptHtml` is the
// section's prerendered HTML, kept because the page's first render could not load the remote.
const render = async ({ keptHtml }: { keptHtml?: string } = {}) => {
  vi.resetModules();
  if (keptHtml !== undefined) {
    const prerendered = document.createElement('div');
    prerendered.setAttribute('data-section', 'products_mfe');
    prerendered.innerHTML = keptHtml;
    document.body.append(prerendered);
    const { keepSectionHtml } = await import('../keptSectionHtml');
    keepSectionHtml('products_mfe');
    prerendered.remove();
  }
  const { RemoteSection } = await import('../RemoteSection');
  const { i18n } = await renderWithSite(<RemoteSection federationName="products_mfe" />, {
    language: 'en',
    path: 'products',
    loadMessages: loadShellMessages,
  });
  return { shell: i18n.getFixedT('en', 'shell'), common: i18n.getFixedT('en', 'common') };
};

describe('RemoteSection', () => {
  beforeEach(() => load.mockReset());

  it('shows a loading text, then the remote page', async () => {
    let resolve: (value: SectionManifest) => void = () => undefined;
    load.mockReturnValue(new Promise((done) => (resolve = done)));
    const { common } = await render();
    expect(screen.getByRole('status')).toHaveTextContent(common('status.loading'));
    resolve(section());
    expect(
      await screen.findByRole('heading', { name: 'Catalogue from the remote' }),
    ).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the remote afresh', async () => {
    load.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(section());
    const { shell } = await render();
    expect(
      await screen.findByRole('heading', { name: shell('sectionError.title') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: shell('sectionError.retry') }));
    expect(
      await screen.findByRole('heading', { name: 'Catalogue from the remote' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('products_mfe', true);
  });

  it('keeps a prerendered page whose remote failed, and asks for the remote again only on Retry', async () => {
    load.mockResolvedValue(section());
    const { shell } = await render({ keptHtml: '<h1>Catalogue as prerendered</h1>' });
    expect(await screen.findByRole('alert')).toHaveTextContent(shell('sectionError.kept'));
    expect(screen.getByRole('heading', { name: 'Catalogue as prerendered' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: shell('sectionError.retry') }));
    expect(
      await screen.findByRole('heading', { name: 'Catalogue from the remote' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('products_mfe', true);
  });

  it('catches a remote page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue(
      section(() => {
        throw new Error('broken remote');
      }),
    );
    const { shell } = await render();
    expect(
      await screen.findByRole('heading', { name: shell('sectionError.title') }),
    ).toBeInTheDocument();
  });
});
