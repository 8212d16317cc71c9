import {
  CAMPAIGN_CROP_RATIOS,
  mapPage,
  type Page,
  pageFixtures,
  pageFixtureVariants,
} from '@dementie/cms-model';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import type { BrandConfig } from '../../brand/brand-config';
import { createSiteRoutes } from '../../routes';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { PageHeader } from './page-header';

const fixtures = { ...pageFixtures, ...pageFixtureVariants };
const pages = {} as Record<keyof typeof fixtures, Page>;

// Mapping sanitises with one jsdom window, slow to make on a busy machine: map every fixture up front.
beforeAll(() => {
  for (const [name, node] of Object.entries(fixtures)) pages[name as keyof typeof fixtures] = mapPage(node);
}, 60_000);

function renderHeader(page: Page) {
  return render(
    <I18nProvider brand="dementie">
      <MemoryRouter>
        <PageHeader page={page} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const header = (container: HTMLElement) => container.querySelector('header') as HTMLElement;

function expectImageInCrop(img: HTMLElement, ratio: number) {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  expect(Math.abs(width / height - ratio) / ratio).toBeLessThan(0.02);
  const candidates = (img.getAttribute('srcset') ?? '').split(', ').filter(Boolean);
  expect(candidates.length).toBeGreaterThan(1);
  return candidates;
}

// axe and the first render are slow on a busy two-core machine.
describe('page header (spec 2 §2.3)', { timeout: 30_000 }, () => {
  it('renders a content page header without a campaign style', async () => {
    const { container } = renderHeader(pages.sdv);
    expect(header(container)).toHaveClass('site-page-header');
    expect(header(container)).not.toHaveClass('site-page-header--campaign');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Omgaan met veranderend gedrag bij dementie thuis',
    );
    expect(screen.getByRole('link', { name: 'Doe de training' })).toHaveAttribute('href', '/trainingen');
    await expectNoAxeViolations(container);
  });

  it('cuts a long breadcrumb title to 30 characters and keeps the full title for screen readers', () => {
    renderHeader(pages.longBreadcrumb);
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    const parent = within(trail).getByRole('link', {
      name: 'Leven met dementie in je eigen buurt en familie',
    });
    expect(parent.querySelector('[aria-hidden="true"]')?.textContent).toBe('Leven met dementie in je eigen…');
  });

  it('renders a thematic campaign as a band in the brand colour, with title and buttons', async () => {
    const { container } = renderHeader(pages.campaignThematic);
    expect(header(container)).toHaveClass('site-page-header--campaign', 'site-page-header--thematic');
    const band = container.querySelector('.site-campaign-band') as HTMLElement;
    expect(within(band).getByRole('heading', { level: 1 })).toHaveTextContent('Chatbot: stel je vraag');
    expect(within(band).getByText('Dag en nacht een antwoord')).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'Liever een mens? Bel ons' })).toHaveClass('bk-button');
    expect(within(band).getByRole('link', { name: 'Lees zelf verder' })).toHaveClass('bk-button--secondary');
    // The breadcrumb stays above the band.
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' })).not.toBe(band);
    await expectNoAxeViolations(container);
  });

  it('renders a full-size campaign: the landscape crop across the page, the title on a solid panel', async () => {
    const { container } = renderHeader(pages.campaignFullSize);
    expect(header(container)).toHaveClass('site-page-header--full-size');
    const img = screen.getByRole('img', {
      name: 'Mensen met en zonder dementie wandelen samen door het park',
    });
    expect(img.closest('.site-campaign-full__media')).not.toBeNull();
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'eager');
    const candidates = expectImageInCrop(img, CAMPAIGN_CROP_RATIOS.landscape);
    expect(candidates.every((c) => c.includes('x909') || c.includes('x455') || c.includes('x227'))).toBe(
      true,
    );
    const panel = container.querySelector('.site-campaign-full__panel') as HTMLElement;
    expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent('Wereld Alzheimer Dag');
    expect(within(panel).getByRole('link', { name: 'Zoek een wandeling' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a video campaign with the header image as its poster and the video below', () => {
    const { container } = renderHeader(pages.campaignFullSizeVideo);
    expect(header(container)).toHaveClass('site-page-header--full-size');
    expect(container.querySelector('.site-campaign-full__media img')).not.toBeNull();
    // Without marketing consent the video shows its consent text, not the iframe.
    expect(container.querySelector('.site-campaign-full__video')).not.toBeNull();
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
  });

  it.each([
    ['campaignSpecialPortrait', 'portrait', '1200x1600'],
    ['campaignSpecialLandscape', 'landscape', '1616x909'],
    ['campaignSpecialSquare', 'square', '1200x1200'],
  ] as const)('renders a campaign special (%s) in the crop the CMS chose', async (fixture, crop, widest) => {
    const { container } = renderHeader(pages[fixture]);
    expect(header(container)).toHaveClass('site-page-header--special', `site-page-header--${crop}`);
    const img = screen.getByRole('img', {
      name: 'Mensen met en zonder dementie wandelen samen door het park',
    });
    expect(img.closest('.site-campaign-special__media')).not.toBeNull();
    expectImageInCrop(img, CAMPAIGN_CROP_RATIOS[crop]);
    expect(img.getAttribute('src')).toContain(widest);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dementie? Doe normaal!');
    await expectNoAxeViolations(container);
  });
});

describe('campaign pages on the site', { timeout: 30_000 }, () => {
  const brand: BrandConfig = {
    id: 'alzheimer',
    name: 'Alzheimer Steunpunt',
    logoUrl: '/logo.svg',
    footerVariant: 'tagline',
    socialLinks: [],
    qualityMarks: [],
  };

  it('renders the header variant the CMS gives a campaign page', async () => {
    const server = createFakeServer({
      'GET /api/drupal/*': () => ({ body: pageFixtureVariants.campaignSpecialSquare }),
    });
    const services = createSiteServices({ brand, origin: 'http://site.test', fetch: server.fetch });
    const router = createMemoryRouter(createSiteRoutes(services), {
      initialEntries: ['/campagnes/doe-normaal-square'],
    });
    const { container } = render(<RouterProvider router={router} />);
    // The page's special hero block repeats the title: take the page header's.
    const headings = await screen.findAllByRole(
      'heading',
      { level: 1, name: 'Dementie? Doe normaal!' },
      { timeout: 10_000 },
    );
    const pageHeader = headings.map((h) => h.closest('header.site-page-header')).find(Boolean);
    expect(pageHeader).toHaveClass('site-page-header--special', 'site-page-header--square');
    expect(container.querySelector('.site-campaign-special__media img')).toHaveAttribute('width', '1200');
  });
});
