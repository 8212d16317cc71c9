import type { MenuItem } from '@dementie/api-client';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { testBrand } from '../../testing/test-brand';
import { SiteHeader } from './site-header';

const item = (title: string, url: string, below: MenuItem[] = [], external = false): MenuItem =>
  ({ title, url, external, weight: 0, below }) as MenuItem;

const main = [
  item('Over dementie', '/over-dementie', [
    item('Wat is dementie?', '/wat-is-dementie'),
    item('Omgaan met dementie', '/omgaan-met-dementie'),
  ]),
  item('Trainingen', '/trainingen', [item('Alle trainingen', '/trainingen')]),
  item('Nieuws', '/nieuws'),
];
const top = [
  item('Zoeken', '/zoeken'),
  item('Contact', '/contact'),
  item('Dementie bij de overheid', 'https://www.rijksoverheid.nl/onderwerpen/dementie', [], true),
];

function renderHeader() {
  const view = render(
    <div lang="nl" data-brand="dementie" className="dm-root">
      <I18nProvider brand="dementie">
        <MemoryRouter>
          <SiteHeader
            brand={testBrand()}
            main={main}
            top={top}
            accountMenu={
              <nav aria-label="Mijn account">
                <a href="/login">Inloggen</a>
              </nav>
            }
          />
          <p>De pagina</p>
        </MemoryRouter>
      </I18nProvider>
    </div>,
  );
  const banner = screen.getByRole('banner');
  const toggle = banner.querySelector<HTMLElement>('summary.site-menu__toggle');
  if (!toggle) throw new Error('no menu toggle');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the toggle controls no panel');
  return { ...view, banner, toggle, panel };
}

const subToggle = (banner: HTMLElement, title: string) => {
  const summary = [...banner.querySelectorAll<HTMLElement>('summary.site-menu__sub-toggle')].find((each) =>
    each.textContent?.includes(title),
  );
  if (!summary) throw new Error(`no toggle for '${title}'`);
  return summary;
};

const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

describe('SiteHeader (decision 0076)', () => {
  it("puts the logo, 'Zoeken' and the menu toggle in its row, and the other links in the toggle's panel", async () => {
    const { banner, toggle, panel, container } = renderHeader();
    const bar = banner.querySelector('.site-header__bar');
    if (!bar) throw new Error('no bar');
    const row = within(bar as HTMLElement);
    expect(row.getByRole('link', { name: 'Dementiewijzer' })).toHaveAttribute('href', '/');
    expect(row.getByRole('link', { name: 'Zoeken' })).toHaveAttribute('href', '/zoeken');
    expect(bar.contains(toggle)).toBe(true);
    expect(toggle).toHaveTextContent('Open het menu');

    const inPanel = within(panel);
    expect(inPanel.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    const topMenu = inPanel.getByRole('navigation', { name: 'Topmenu' });
    expect(within(topMenu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(topMenu).getByRole('link', { name: /Dementie bij de overheid/ })).toBeInTheDocument();
    // The search item is the row's button, not a second link in the panel.
    expect(within(topMenu).queryByRole('link', { name: 'Zoeken' })).toBeNull();
    expect(inPanel.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('closes an open submenu on Escape, with the focus back on its toggle, and on a press outside', async () => {
    const { banner } = renderHeader();
    const about = subToggle(banner, 'Over dementie');
    await userEvent.click(about);
    expect(isOpen(about)).toBe(true);
    screen.getByRole('link', { name: 'Wat is dementie?' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen(about)).toBe(false);
    expect(about).toHaveFocus();

    await userEvent.click(about);
    expect(isOpen(about)).toBe(true);
    // A press inside its own item keeps it open; one outside the item closes it.
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Omgaan met dementie' }));
    expect(isOpen(about)).toBe(true);
    fireEvent.pointerDown(screen.getByText('De pagina'));
    expect(isOpen(about)).toBe(false);
  });

  it('closes the menu on Escape, innermost first, and on a press outside the header', async () => {
    const { banner, toggle } = renderHeader();
    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    const trainings = subToggle(banner, 'Trainingen');
    await userEvent.click(trainings);
    // The first Escape folds the submenu, the second closes the menu and gives the focus to its toggle.
    await userEvent.keyboard('{Escape}');
    expect(isOpen(trainings)).toBe(false);
    expect(isOpen(toggle)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen(toggle)).toBe(false);
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Contact' }));
    expect(isOpen(toggle)).toBe(true);
    fireEvent.pointerDown(screen.getByText('De pagina'));
    expect(isOpen(toggle)).toBe(false);
  });

  it("leaves Escape to an open disclosure of its own in the header ('Mijn account')", async () => {
    const { toggle, banner } = renderHeader();
    await userEvent.click(toggle);
    const button = document.createElement('button');
    button.setAttribute('aria-expanded', 'true');
    banner.querySelector('.site-header__tools')?.append(button);
    button.focus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen(toggle)).toBe(true);
  });
});
