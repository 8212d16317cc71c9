import { pageCacheClass, SITE_ROUTE_CLASSES } from '@dementie/api-client';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createSiteRoutes } from './routes';
import { createSiteServices } from './services/create-site-services';
import { createFakeServer } from './testing/fake-server';
import { testBrand } from './testing/test-brand';

/** Every page route of the site, as a path from the root (`/nieuws`, `/trainingen/:courseId`, `/*`). */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const here = route.index || route.path ? [own.replace(/^\/\//, '/')] : [];
    return [...here, ...routePaths(route.children ?? [], route.path ? own : parent)];
  });
}

describe('what a shared cache may keep (decision 0104)', () => {
  const services = createSiteServices({
    brand: testBrand({ id: 'dementie', name: 'Dementie.nl' }),
    origin: 'https://www.dementie.nl',
    fetch: createFakeServer().fetch,
  });
  const paths = [...new Set(routePaths(createSiteRoutes(services)))].sort();

  it('every site route is classified, and the table names no route the site does not have', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !(path in SITE_ROUTE_CLASSES))).toEqual([]);
    expect(Object.keys(SITE_ROUTE_CLASSES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("keeps a person's pages out of every cache, and lets the rest be one page for everyone", () => {
    for (const url of [
      '/login',
      '/account-gegevens',
      '/mijn-trainingen',
      '/logout?redirect=/',
      '/auto-activate?activationToken=x',
      '/jouw-resultaat',
      '/jouw-resultaat/3f2a9c',
      '/trainingen/12',
      '/Trainingen/12/',
      '/embed/trainingen/12',
      '/redactie',
      '/redactie/afbeeldingen',
      '/preview/node/1/2',
    ]) {
      expect(pageCacheClass(url), url).toBe('personal');
    }
    for (const url of [
      '/',
      '/nieuws',
      '/nieuws/een-bericht',
      '/wat-is-dementie',
      '/trainingen',
      '/geheugentest',
      '/zoeken?trefwoord=geheugen',
      '/cookies',
      '/bestaat-niet',
      '/login-hulp',
    ]) {
      expect(pageCacheClass(url), url).toBe('document');
    }
  });
});
