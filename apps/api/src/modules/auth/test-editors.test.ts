import { describe, expect, it } from 'vitest';
import { localBrandOrigins, usesLocalMailbox } from '../../core/config';
import { testEditorEmails } from './test-editors';

describe('E2E_EDITOR_EMAILS (a local instance only)', () => {
  it('reads a comma-separated list, trimmed and in lower case', () => {
    expect([...testEditorEmails(true, ' Redacteur@E2E.example.nl, ,b@c.nl ')]).toEqual([
      'redacteur@e2e.example.nl',
      'b@c.nl',
    ]);
  });

  it('is ignored with a public origin or SMTP, so no address becomes an editor that way', () => {
    const publicOrigins = { ...localBrandOrigins(4000), alzheimer: 'https://www.alzheimer.example' };
    const local = usesLocalMailbox({ brandOrigins: publicOrigins });
    expect(testEditorEmails(local, 'redacteur@e2e.example.nl').size).toBe(0);
    const withSmtp = usesLocalMailbox({ brandOrigins: localBrandOrigins(4000), smtpUrl: 'smtp://mail:25' });
    expect(testEditorEmails(withSmtp, 'redacteur@e2e.example.nl').size).toBe(0);
    expect(testEditorEmails(true, undefined).size).toBe(0);
  });
});
