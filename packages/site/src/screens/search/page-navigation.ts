/**
 * How a document's search leaves the page: replaced by the results' address, in place of the current
 * entry of the history. An object, so a test can watch it (jsdom cannot navigate).
 */
export const pageNavigation = {
  replace(href: string): void {
    window.location.replace(href);
  },
};
