/*
 * Story support (not exported): the site's real routes, loaders and screens in a memory data router,
 * with the api answered by the fake server (the api-client's wire fixtures) instead of a network.
 * The brand follows Storybook's 'Merk' toolbar; the logos and quality marks are the files the brand
 * apps serve (`.storybook/main.ts` serves them under /brands/<id>/).
 */
import { createConsentStore, createMemoryConsentStorage } from '@dementie/block-kit';
import { BRAND_IDS, type BrandId } from '@dementie/brands';
import { useBrand } from '@dementie/i18n-catalogues/react';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type BrandConfig, brandFacts } from '../brand/brand-config';
import { createSiteRoutes } from '../routes';
import { createSiteServices } from '../services/create-site-services';
import { createFakeServer, type FakeCall } from './fake-server';

/** The three brands as their apps configure them (apps/<brand>/src/brand.ts), with the stories' file paths. */
export const storyBrands = Object.fromEntries(
  BRAND_IDS.map((id) => {
    const files = `/brands/${id}/`;
    return [id, { ...brandFacts(id, files), logoUrl: `${files}logo.svg` }];
  }),
) as Record<BrandId, BrandConfig>;

/** One answer of the fake server; `pending` never answers (the screen stays loading). */
export type StoryAnswer = (
  call: FakeCall,
) => { status?: number; body?: unknown; headers?: Readonly<Record<string, string>> } | 'pending';

/** Props of {@link SiteStory}. */
export interface SiteStoryProps {
  /** The address the story opens, e.g. '/nieuws?page=2'. */
  path: string;
  /** Answers that replace the fake server's defaults, by 'METHOD /path'. */
  answers?: Record<string, StoryAnswer>;
  /** A visitor who has made a cookie choice sees no banner; default: the choice is made. */
  consentDecided?: boolean;
}

/** The site at `path` in the toolbar's brand: layout, loaders and screen as a visitor meets them. */
export function SiteStory({ path, answers = {}, consentDecided = true }: SiteStoryProps) {
  const brandId = useBrand();
  // The answers are a story's constant (written inline, so a new object at every render): a new brand
  // or address makes a new site, a re-render does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: answers are fixed per story
  const router = useMemo(() => {
    const pending = new Set<string>();
    const handlers = Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        (call: FakeCall) => {
          const result = answer(call);
          if (result !== 'pending') return result;
          pending.add(`${call.path}?${call.query}`);
          return undefined;
        },
      ]),
    );
    const server = createFakeServer(handlers);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await server.fetch(input, init);
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (pending.has(`${decodeURIComponent(url.pathname)}?${url.searchParams}`))
        return new Promise(() => {});
      return response;
    };
    const consent = createConsentStore(
      createMemoryConsentStorage(consentDecided ? { statistics: false, marketing: false } : null),
    );
    const services = createSiteServices({
      brand: storyBrands[brandId],
      origin: window.location.origin,
      fetch,
      consent,
    });
    return createMemoryRouter(createSiteRoutes(services), { initialEntries: [path] });
  }, [brandId, path, consentDecided]);
  return <RouterProvider router={router} />;
}
