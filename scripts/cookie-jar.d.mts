/** Keeps the cookies an answer sets in `jar`; see cookie-jar.mjs. */
export function keepCookies(jar: Map<string, string>, setCookieLines: readonly string[]): void;
