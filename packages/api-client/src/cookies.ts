/**
 * Every cookie this product sets, in one list: the reference server and the site's scripts take
 * each cookie's name, lifetime and flags from here, and the cookie statement (spec 1 §2: `/cookies`)
 * shows this list, so what the statement says cannot drift from what the browser gets. Project
 * choice: the spec names no cookie; it says only that consent cookies last 1000 days (spec 3 §9).
 * Purposes and category names are Dutch texts in @dementie/i18n-catalogues
 * (`cookies.list.<id>.purpose`, `cookies.category.<category>.title`).
 */

/**
 * What a cookie is for, as the consent choice names it: `necessary` cookies need no consent;
 * the others only exist after the visitor chose that category.
 */
export type CookieCategory = 'necessary' | 'statistics' | 'marketing';

/** One cookie this product sets. */
export interface SiteCookie {
  /** The name, without the `__Host-` prefix. */
  readonly name: string;
  /**
   * Named `__Host-<name>` where the site runs on https: the browser then only accepts it Secure,
   * for this host alone and for every path, which stops a sub-domain from setting it.
   */
  readonly hostPrefixWhenSecure: boolean;
  /** Lifetime in seconds (the Max-Age attribute); `null` for a cookie that ends with the browser. */
  readonly maxAgeSeconds: number | null;
  readonly category: CookieCategory;
  /** Out of reach of the page's scripts (HttpOnly). */
  readonly httpOnly: boolean;
  /** Who writes it: the server with Set-Cookie, the page's script, or both. */
  readonly setBy: 'server' | 'server and script';
}

const DAY_SECONDS = 24 * 60 * 60;

/** The cookies, in the order the cookie statement lists them. */
export const siteCookies = {
  /**
   * The login session (decision 0004). Its lifetime is the session's absolute limit: 90 days, however
   * active; the server also ends it after 30 idle days and at logout.
   */
  session: {
    name: 'dm_session',
    hostPrefixWhenSecure: true,
    maxAgeSeconds: 90 * DAY_SECONDS,
    category: 'necessary',
    httpOnly: true,
    setBy: 'server',
  },
  /**
   * The random visitor value the anti-forgery token of every page is bound to (spec 1 §7). A page
   * load makes a new one whenever the browser lost it, so it lives as long as the browser runs.
   */
  antiForgery: {
    name: 'dm_csrf',
    hostPrefixWhenSecure: true,
    maxAgeSeconds: null,
    category: 'necessary',
    httpOnly: true,
    setBy: 'server',
  },
  /**
   * "This browser asked for a link" (decision 0002): a link page opened here proceeds by itself; elsewhere
   * it asks for one tap first. Readable by scripts, it holds nothing secret. Kept 24 hours.
   */
  linkRequested: {
    name: 'dm_link_requested',
    hostPrefixWhenSecure: false,
    maxAgeSeconds: DAY_SECONDS,
    category: 'necessary',
    httpOnly: false,
    setBy: 'server',
  },
  /**
   * "This browser is signed in" (decision 0097): set and
   * cleared with the session cookie, and readable by the page's scripts (it holds no secret, only
   * '1'), so a page can keep its header's account place neutral before first paint until the session
   * is checked, instead of showing 'Inloggen' to someone who is signed in. As long as the session
   * cookie lives.
   */
  signedIn: {
    name: 'dm_signed_in',
    hostPrefixWhenSecure: false,
    maxAgeSeconds: 90 * DAY_SECONDS,
    category: 'necessary',
    httpOnly: false,
    setBy: 'server',
  },
  /**
   * A guest's trainings (decision 0023): a random id with a signature, nothing personal. 400 days, the
   * longest browsers keep a cookie, so a guest can finish a training months later.
   */
  learner: {
    name: 'dm_learner',
    hostPrefixWhenSecure: false,
    maxAgeSeconds: 400 * DAY_SECONDS,
    category: 'necessary',
    httpOnly: true,
    setBy: 'server',
  },
  /**
   * The visitor's cookie choice (decision 0029; spec 3 §9: 1000 days). Written by the page's script, or by
   * the server when the banner's form is sent before the scripts ran.
   */
  consent: {
    name: 'dm_cookie_consent',
    hostPrefixWhenSecure: false,
    maxAgeSeconds: 1000 * DAY_SECONDS,
    category: 'necessary',
    httpOnly: false,
    setBy: 'server and script',
  },
} as const satisfies Record<string, SiteCookie>;

/** The id of a cookie in {@link siteCookies}. */
export type SiteCookieId = keyof typeof siteCookies;

/** The cookie ids in the statement's order. */
export const siteCookieIds = Object.keys(siteCookies) as SiteCookieId[];

/**
 * The name the browser stores a cookie under.
 * @param secure - the site runs on https (then `__Host-` where the cookie asks for it)
 */
export function cookieName(cookie: SiteCookie, secure: boolean): string {
  return secure && cookie.hostPrefixWhenSecure ? `__Host-${cookie.name}` : cookie.name;
}

/**
 * Whether a cookie string (a request's Cookie header, or `document.cookie`) holds a non-empty cookie of
 * this name.
 */
export function hasCookie(cookieString: string, name: string): boolean {
  return cookieString
    .split(';')
    .map((part) => part.trim())
    .some((part) => {
      const index = part.indexOf('=');
      return index > 0 && part.slice(0, index) === name && part.slice(index + 1) !== '';
    });
}
