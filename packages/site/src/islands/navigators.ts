import { createPath, type Navigator, type To } from 'react-router-dom';

function href(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * Where an island's navigations go in the browser (decision 0067): every one is a page load, as the
 * server-rendered links are without script; the next page is a document of its own too.
 */
export const pageLoads: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** On the server an island renders its links, and navigates nowhere. */
export const noNavigation: Navigator = {
  createHref: href,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};
