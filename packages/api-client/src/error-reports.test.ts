import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING_FIELDS, readErrorReportingSettings } from './error-report-fields';
import {
  REDACTED,
  REDACTED_EMAIL,
  redactReportText,
  scrubErrorReport,
  scrubReportUrl,
} from './error-reports';

describe('redactReportText (decision 0063)', () => {
  it('redacts e-mail addresses, also URL-encoded', () => {
    expect(redactReportText('no user jan.de-vries+test@example.nl here')).toBe(
      `no user ${REDACTED_EMAIL} here`,
    );
    expect(redactReportText('/change-own-email/7/jan%40example.nl failed')).not.toContain('example.nl');
    expect(redactReportText('JAN%40Example.NL')).toBe(REDACTED_EMAIL);
  });

  it('removes the query string and fragment of every address in a text', () => {
    expect(redactReportText('GET /zoeken?q=geheugen%20vergeten failed')).toBe(
      `GET /zoeken?${REDACTED} failed`,
    );
    expect(redactReportText('fetch https://site.nl/auto-activate?activationToken=abc&userEmail=x')).toBe(
      `fetch https://site.nl/auto-activate?${REDACTED}`,
    );
    expect(redactReportText('see /pagina#kop')).toBe(`see /pagina?${REDACTED}`);
  });

  it('redacts the secret segments of certificate and change-own-email paths', () => {
    expect(redactReportText('/jouw-resultaat/3f2a9c')).toBe(`/jouw-resultaat/${REDACTED}`);
    expect(redactReportText('/api/elearning/Certificate/ShareImage/3f2a9c.png')).toBe(
      `/api/elearning/Certificate/ShareImage/${REDACTED}`,
    );
    expect(redactReportText('/api/v1/authentication/change-own-email/42/new%40x.nl')).toBe(
      `/api/v1/authentication/change-own-email/${REDACTED}/${REDACTED}`,
    );
  });

  it('redacts values whose key names a token, password or secret', () => {
    expect(redactReportText('body {"activationToken":"s3cr3t","userId":"7"}')).toBe(
      `body {"activationToken":"${REDACTED}","userId":"7"}`,
    );
    expect(redactReportText('x-csrf-token: abc123')).toBe(`x-csrf-token: ${REDACTED}`);
    expect(redactReportText('password=hunter2 next')).toBe(`password=${REDACTED} next`);
  });

  it('redacts the values of a failed database query and long secret-like values', () => {
    const sessionHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const rateKey = 'link-mail:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const linkToken = 'Xq3v9K_2mPzR7tY4wN8bL1cD6fG0hJ5sA-uE';
    const failed = `Failed query: select * from search_documents where tsv @@ plainto_tsquery($1) limit $2\nparams: geheugen kwijt moeder,10`;
    expect(redactReportText(failed)).toBe(
      `Failed query: select * from search_documents where tsv @@ plainto_tsquery($1) limit $2\nparams: ${REDACTED}`,
    );
    expect(redactReportText('Key (search_term)=(vergeetachtig opa) already exists.')).toBe(
      `Key (search_term)=(${REDACTED}) already exists.`,
    );
    for (const secret of [sessionHash, rateKey, linkToken]) {
      expect(redactReportText(`delete session ${secret} failed`)).not.toContain(secret.slice(-20));
    }
    expect(redactReportText('invalid input syntax for type integer: "opa zoekt zijn bril"')).toBe(
      `invalid input syntax for type integer: "${REDACTED}"`,
    );
    expect(redactReportText('Failing row contains (7, jan, null).')).toBe(
      `Failing row contains (${REDACTED}).`,
    );
    // A run's or account's id is no secret: a report can still be followed.
    const runId = '0b7e6c1e-3d5f-4a8b-9c2d-1e2f3a4b5c6d';
    expect(redactReportText(`run ${runId} not found`)).toBe(`run ${runId} not found`);
  });

  it('leaves ordinary text and stack lines alone', () => {
    const stack = 'Error: boom\n    at handler (file:///srv/app/src/modules/cms/routes.ts:12:5)';
    expect(redactReportText(stack)).toBe(stack);
    expect(redactReportText('Wat is dementie?')).toBe('Wat is dementie?');
  });
});

describe('scrubReportUrl', () => {
  it('keeps origin and path only', () => {
    expect(scrubReportUrl('https://www.dementie.nl/zoeken?q=jan%40x.nl#top')).toBe(
      'https://www.dementie.nl/zoeken',
    );
    expect(scrubReportUrl('/jouw-resultaat/abc?x=1')).toBe(`/jouw-resultaat/${REDACTED}`);
  });
});

describe('scrubErrorReport', () => {
  const event = {
    event_id: 'e1',
    message: 'failed for jan@example.nl',
    user: { ip_address: '203.0.113.9', email: 'jan@example.nl', id: '7' },
    request: {
      method: 'POST',
      url: 'https://site.nl/api/v1/authentication/activate?activationToken=tok123',
      query_string: 'activationToken=tok123',
      cookies: { dm_session: 'sess' },
      data: { activationToken: 'tok123', userEmail: 'jan@example.nl' },
      headers: {
        Cookie: 'dm_session=sess',
        Authorization: 'Bearer abc',
        'X-CSRF-Token': 'csrf',
        'X-Forwarded-For': '203.0.113.9',
        'User-Agent': 'Mozilla/5.0 (Linux; Android 9)',
      },
      env: { REMOTE_ADDR: '203.0.113.9' },
    },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/v1/Search?q=vergeetachtig', method: 'GET' } },
      { category: 'console', message: 'mail sent to piet@example.com' },
    ],
    extra: { note: { deep: ['reply to marie@example.org'] } },
    exception: {
      values: [
        {
          type: 'Error',
          value: 'no row for anna@example.nl',
          stacktrace: { frames: [{ filename: 'a.ts', vars: { email: 'anna@example.nl' } }] },
        },
      ],
    },
  };

  it('keeps nothing personal: no e-mail, token, cookie, IP, body, query or forbidden header', () => {
    const scrubbed = scrubErrorReport(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of ['@example', 'tok123', 'sess', '203.0.113.9', 'Bearer', 'csrf', 'vergeetachtig']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://site.nl/api/v1/authentication/activate',
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 9)' },
    });
  });

  it('keeps what is needed to find the fault', () => {
    const scrubbed = scrubErrorReport(event);
    expect(scrubbed.event_id).toBe('e1');
    expect(scrubbed.message).toBe(`failed for ${REDACTED_EMAIL}`);
    expect(scrubbed.exception.values[0]?.type).toBe('Error');
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]).toEqual({ filename: 'a.ts' });
    expect(scrubbed.breadcrumbs[0]?.data).toEqual({ url: `/api/v1/Search?${REDACTED}`, method: 'GET' });
  });

  it('keeps the ids the SDK gives an event and its trace', () => {
    const ids = {
      event_id: 'a'.repeat(32),
      contexts: { trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) } },
    };
    expect(scrubErrorReport(ids)).toEqual(ids);
  });

  it('does not change the event it is given', () => {
    const copy = structuredClone(event);
    scrubErrorReport(event);
    expect(event).toEqual(copy);
  });
});

describe('readErrorReportingSettings', () => {
  it('reads the three hidden inputs, and nothing without a DSN', () => {
    const page: Record<string, string> = {
      [ERROR_REPORTING_FIELDS.dsn]: 'https://k@s.example.io/1',
      [ERROR_REPORTING_FIELDS.release]: 'r1',
    };
    expect(readErrorReportingSettings((name) => page[name] ?? null)).toEqual({
      dsn: 'https://k@s.example.io/1',
      environment: undefined,
      release: 'r1',
    });
    expect(readErrorReportingSettings(() => null)).toBeNull();
    expect(readErrorReportingSettings(() => '')).toBeNull();
  });
});
