import { describe, expect, it } from 'vitest';
import { testEditorEmails } from './test-editors';

describe('E2E_EDITOR_EMAILS (development and e2e only)', () => {
  it('reads a comma-separated list, trimmed and in lower case', () => {
    expect([...testEditorEmails(false, ' Redacteur@E2E.example.nl, ,b@c.nl ')]).toEqual([
      'redacteur@e2e.example.nl',
      'b@c.nl',
    ]);
  });

  it('is ignored in production, so no address becomes an editor that way', () => {
    expect(testEditorEmails(true, 'redacteur@e2e.example.nl').size).toBe(0);
    expect(testEditorEmails(false, undefined).size).toBe(0);
  });
});
