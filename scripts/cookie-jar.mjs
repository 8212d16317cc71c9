// A browser's cookie jar for the programs that play visitors over HTTP: the scale benchmark
// (scripts/bench-scale.mjs) and the server tests that run the server as a process of its own
// (apps/api/src/test-support/server-process.ts).

/**
 * Keeps the cookies an answer sets in `jar` (name -> value); a cookie set with `Max-Age=0` or an
 * empty value is dropped, as a browser does.
 * @param {Map<string, string>} jar
 * @param {readonly string[]} setCookieLines the answer's Set-Cookie header lines
 */
export function keepCookies(jar, setCookieLines) {
  for (const line of setCookieLines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}
