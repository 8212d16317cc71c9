// Decision 0020: every route the server registers, fed generated malformed input (wrong types, sizes,
// unicode, control characters, path traversal, bad JSON, boundary numbers), as an anonymous visitor,
// a signed-in one and an editor. No answer may be a 5xx, carry a stack trace or a failed query, or
// redirect to another origin. Fixed seed: the same requests every run.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteRoot, signUp, signUpEditor, Visitor } from '../modules/auth/test-helpers';
import { testBackends } from '../test-support/backends';
import { useTestApp } from '../test-support/suite';
import { type RegisteredRoute, registeredRoutes } from './runtime';

const SEED = 20_261_125;
/** Generated requests per route and identity kind. */
const RUNS_PER_ROUTE = 24;
const ORIGIN = 'http://localhost';

const boundaryNumbers = [
  0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296, 9_007_199_254_740_992, 1e308, -1e308,
  0.5, -0.0, 100_000,
];

/** Strings that broke servers somewhere: control characters, traversal, redirects elsewhere, encodings. */
const nastyStrings = [
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '{"a":',
  '\u0000',
  'a\u0000b',
  '\n',
  '/\n/x',
  '/%0A/x',
  '/\t/evil.example/',
  '/%09/evil.example/',
  '//evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%',
  '%zz',
  '%C0%AE',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧠',
  'é'.repeat(300),
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(70_000),
  'a@b',
  'iemand@example.nl',
  '__proto__',
];

/** Field names of the calls (filled from the routes' schemas) and of the plain forms. */
const commonKeys = ['terug', 'keuze', 'startingPageUrl', 'RedirectPath', 'email', 'id', 'page', 'q', 'csrf'];

const hugeIdList = Array.from({ length: 50_000 }, (_, i) => 2_147_483_648 + i);

const hostileScalar = fc.oneof(
  fc.constantFrom(...boundaryNumbers),
  fc.constantFrom(...nastyStrings),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constant(hugeIdList) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...commonKeys, 'Id', 'Url'), hostileScalar, { maxKeys: 3 }),
  },
);

/** Numbers that pass a schema's type check yet sit on a column's edges. */
const edgyInteger = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(0, 1, 2, 3, 100_000, 2_147_483_647, 2_147_483_648, 9_007_199_254_740_991, -1),
  },
  { weight: 1, arbitrary: fc.integer() },
);

type ZodDef = {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: unknown;
};
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/**
 * Values shaped by a route's zod schema (every property present, enums and literals from their
 * lists), so most requests get past validation to the code and the database behind it: numbers on
 * the edges of int4 and doubles, strings from the hostile list, arrays up to 50,000 long. Now and
 * then any part is a hostile value of another type.
 */
function shaped(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 8) return hostileValue;
  const exact = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = (schema as { shape?: Record<string, unknown> }).shape ?? def.shape ?? {};
        return fc.record(
          Object.fromEntries(Object.entries(shape).map(([key, part]) => [key, shaped(part, depth + 1)])),
        );
      }
      case 'array':
        return fc.oneof(
          { weight: 6, arbitrary: fc.array(shaped(def.element, depth + 1), { maxLength: 4 }) },
          { weight: 1, arbitrary: fc.constant(hugeIdList) },
        );
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return shaped(def.innerType, depth + 1);
      case 'pipe':
        return shaped(def.in, depth + 1);
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => shaped(option, depth + 1)));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'boolean':
        return fc.boolean();
      case 'number':
      case 'int':
      case 'bigint':
        return fc.oneof({ weight: 4, arbitrary: edgyInteger }, { weight: 1, arbitrary: fc.double() });
      case 'string':
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        );
      case 'record':
        return fc.dictionary(fc.constantFrom(...commonKeys), shaped(def.valueType, depth + 1), {
          maxKeys: 3,
        });
      default:
        return hostileValue;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: hostileValue });
}

/** What a request part carries: its schema's shape, or for a route without one the common fields. */
function requestObject(schema: unknown): fc.Arbitrary<unknown> {
  if (defOf(schema)) return shaped(schema);
  return fc.dictionary(fc.constantFrom(...commonKeys), hostileValue, { maxKeys: 5 });
}

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['id', value]];

/** A value as it travels in a query string or a form: text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.slice(0, 20).map(asText).join(',');
  return JSON.stringify(value) ?? '';
}

/** Percent-encoding that survives lone surrogates (sent as U+FFFD, as a browser would). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** A path segment: from the params schema, encoded, or raw traversal and broken encodings. */
const segment = (schema: unknown) =>
  fc.oneof(
    { weight: 4, arbitrary: shaped(schema).map((value) => encode(asText(value).slice(0, 4000))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '.', '%2e%2e', '..%2f', '%00', '%', '%ff', '1;x', '1?x=1'),
    },
  );

const body = (route: RegisteredRoute) => {
  const object = requestObject(route.schema?.body);
  const json = fc.oneof(
    { weight: 8, arbitrary: object.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":1', '[1,', '"\\ud800"', '{"__proto__":{"x":1}}', ' ', ''),
    },
  );
  const form = object.map((value) =>
    new URLSearchParams(entriesOf(value).map(([key, item]) => [key, asText(item)])).toString(),
  );
  return fc.oneof(
    { weight: 6, arbitrary: json.map((payload) => ({ type: 'application/json', payload })) },
    { weight: 3, arbitrary: form.map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/octet-stream',
          'image/png',
          'multipart/form-data; boundary=x',
        )
        .chain((type) => fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ type, payload }))),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

/** A query string: arrays as repeated keys, as the client sends them. */
const query = (route: RegisteredRoute) =>
  requestObject(route.schema?.querystring).map((value) =>
    entriesOf(value)
      .flatMap(([key, item]): [string, unknown][] =>
        Array.isArray(item) && item.length < 50 ? item.map((one) => [key, one]) : [[key, item]],
      )
      .map(([key, item]) => `${encode(key)}=${encode(asText(item).slice(0, 4000))}`)
      .join('&'),
  );

/** A concrete URL of a route pattern: `:name` and `*` replaced by generated segments. */
const urlOf = (route: RegisteredRoute) => {
  const names = route.url.match(/:[A-Za-z0-9_]+|\*/g) ?? [];
  const paramShape = (defOf(route.schema?.params)?.shape ??
    (route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape ??
    {}) as Record<string, unknown>;
  const segments = names.map((name) => segment(paramShape[name.slice(1)]));
  return fc.tuple(fc.tuple(...segments), query(route)).map(([values, search]) => {
    let i = 0;
    const path = route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => values[i++] ?? 'x');
    return search ? `${path}?${search}` : path;
  });
};

function expectSafeAnswer(request: string, response: LightMyRequestResponse) {
  const context = `${request} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.body, context).not.toMatch(
    /\bat [\w$.<>[\] ]+ \(?[^()\s]+:\d+:\d+\)?|node_modules\/|Failed query/,
  );
  const location = response.headers.location;
  if (location !== undefined && response.statusCode >= 300 && response.statusCode < 400) {
    // Resolved as a browser does (it strips tabs and newlines): never another origin.
    expect(new URL(String(location), `${ORIGIN}/a/b`).origin, context).toBe(ORIGIN);
  }
}

for (const backend of testBackends()) {
  describe(`fuzzing every route on '${backend.name}' (decision 0020)`, () => {
    const suite = useTestApp(backend, { app: { site: { brand: 'dementie', root: fakeSiteRoot() } } });
    const identities: Visitor[] = [];
    let routes: RegisteredRoute[] = [];

    beforeAll(async () => {
      const { app, db } = suite;
      await app.ready();
      const anonymous = new Visitor(app);
      await anonymous.open();
      const learner = await signUp(app, db, 'fuzz-leerling@example.nl');
      const editor = await signUpEditor(app, db, 'fuzz-redacteur@example.nl');
      identities.push(anonymous, learner, editor);
      // HEAD twins answer as their GET; the anonymous pages are fuzzed through the catch-all below.
      routes = registeredRoutes(app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
      routes.push({ method: 'GET', url: '/*', schema: undefined, rule: { guarded: false } });
    });

    it('answers every generated request with a 4xx or a success, no stack trace, no redirect elsewhere', async () => {
      expect(routes.length).toBeGreaterThan(40);
      let requests = 0;
      const failures: string[] = [];
      for (const [index, route] of routes.entries()) {
        const arbitrary = fc.record({
          url: urlOf(route),
          body: body(route),
          who: fc.integer({ min: 0, max: identities.length - 1 }),
        });
        const outcome = await fc.check(
          fc.asyncProperty(arbitrary, async ({ url, body: sent, who }) => {
            const visitor = identities[who]!;
            const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
            const withBody = method !== 'GET' && sent !== undefined;
            const response = await suite.app.inject({
              method,
              url,
              remoteAddress: visitor.ip,
              cookies: Object.fromEntries(visitor.cookies),
              headers: {
                'x-csrf-token': visitor.csrf,
                ...(withBody ? { 'content-type': sent.type } : {}),
              },
              ...(withBody ? { payload: sent.payload } : {}),
            });
            requests += 1;
            expectSafeAnswer(
              `${method} ${url}${withBody ? ` (${sent.type} ${sent.payload.slice(0, 200)})` : ''}`,
              response,
            );
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
        if (outcome.failed) failures.push(String(outcome.errorInstance).split('\n')[0] ?? '');
      }
      console.info(`fuzz on ${backend.name}: ${routes.length} routes, ${requests} requests`);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
