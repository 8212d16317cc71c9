/**
 * The pages of the sites that are personal (spec 1 §2): the sign-in and account screens, the pages
 * behind a mailed link, the training player and the result and certificate pages (a person's progress,
 * name and score), and the editor's pages. Their HTML answers `Cache-Control: private, no-store`, like
 * the API's personal calls: no shared cache, no disk cache and no back-forward copy keeps them.
 * Every other page is a document page, the same for every visitor who has not signed in.
 */
const PERSONAL_PAGES: readonly RegExp[] = [
  /^\/login$/,
  /^\/logout$/,
  /^\/account-gegevens$/,
  /^\/mijn-trainingen$/,
  /^\/auto-activate$/,
  /^\/change-email$/,
  /^\/anonymize-user$/,
  /^\/jouw-resultaat(\/[^/]+)?$/,
  /^\/trainingen\/[^/]+$/,
  /^\/embed\/trainingen\/[^/]+$/,
  /^\/redactie(\/.*)?$/,
  /^\/preview\/.+$/,
];

/** Whether a page (its path, with or without a query) is personal: answered `private, no-store`. */
export function isPersonalPage(url: string): boolean {
  const path = (url.split(/[?#]/, 1)[0] ?? '/').replace(/(.)\/+$/, '$1').toLowerCase();
  return PERSONAL_PAGES.some((page) => page.test(path));
}
