import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-utils/axe';
import type { BrandConfig } from './brand/brand-config';
import { createSiteRoutes } from './routes';

const brand: BrandConfig = {
  id: 'dementievriendelijk',
  name: 'Dementievriendelijk Samenleven',
  logoUrl: '/logo.svg',
  footerVariant: 'tagline',
  socialLinks: [],
  qualityMarks: [],
};

function renderAt(path: string) {
  const router = createMemoryRouter(createSiteRoutes(brand), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('site shell', () => {
  it('renders the home page in the brand theme with a skip link to the content', async () => {
    const { container } = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dementievriendelijk Samenleven' }),
    ).toBeVisible();
    expect(container.querySelector('[data-brand="dementievriendelijk"]')).not.toBeNull();
    const skip = screen.getByRole('link', { name: 'Ga direct naar de content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(document.title).toBe('Dementievriendelijk Samenleven');
    await expectNoAxeViolations(container);
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet (meer)' }),
    ).toBeVisible();
    for (const [name, href] of [
      ['Naar de homepage', '/'],
      ['Alle trainingen', '/trainingen'],
      ['Laatste nieuws', '/nieuws'],
      ['Ervaringsverhalen', '/ervaringen'],
      ['Contact', '/contact'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.title).toBe('Oeps, deze pagina bestaat niet (meer) | Dementievriendelijk Samenleven');
  });
});
