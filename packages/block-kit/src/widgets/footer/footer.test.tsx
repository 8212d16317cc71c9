import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithConsent } from '../test-support/consent';
import '../test-support/dom';
import { SiteFooter } from './footer';
import { charityFooter, initiativeFooter } from './footer.fixtures';

describe('SiteFooter', { timeout: 30_000 }, () => {
  it('shows the charity variant: five networks and three quality marks, no tagline', async () => {
    const { container } = renderWithConsent(<SiteFooter {...charityFooter} />, null, 'alzheimer');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link', { name: /^Volg ons op / })).toHaveLength(5);
    // The marks the charity's site shows: names, pictures and links from @dementie/brands.
    expect(
      within(footer)
        .getAllByRole('img')
        .map((image) => [image.getAttribute('alt'), image.getAttribute('src')]),
    ).toEqual([
      ['ANBI-status: wij zijn een algemeen nut beogende instelling', '/brands/alzheimer/keurmerken/anbi.svg'],
      ['Toegankelijkheid: lees onze verklaring', '/brands/alzheimer/keurmerken/toegankelijk.svg'],
      ['Privacy: lees hoe wij met je gegevens omgaan', '/brands/alzheimer/keurmerken/privacy.svg'],
    ]);
    expect(within(footer).getByRole('heading', { name: 'Keurmerken' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the initiative variant: four networks and the tagline', async () => {
    const { container } = renderWithConsent(
      <SiteFooter {...initiativeFooter} />,
      null,
      'dementievriendelijk',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link', { name: /^Volg ons op / })).toHaveLength(4);
    expect(within(footer).queryByRole('img')).toBeNull();
    expect(container.querySelector('.bk-footer__tagline')?.textContent).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has the legal links, the accessibility statement and the cookie settings', () => {
    renderWithConsent(<SiteFooter {...initiativeFooter} />, null);
    const legal = screen.getByRole('navigation', { name: 'Juridische informatie' });
    const hrefs = within(legal)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Gedragsregels', '/gedragsregels'],
      ['Privacy', '/privacy'],
      ['Disclaimer', '/disclaimer'],
      ['Cookies', '/cookies'],
      ['Toegankelijkheid', '/toegankelijkheid'],
    ]);
    expect(within(legal).getByRole('button', { name: 'Cookie-instellingen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Meer op deze website' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Over ons' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toBeInTheDocument();
  });
});
