// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('server rendering', () => {
  it('the whole public surface loads without window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const api = await import('./index');
    expect(api.createTranslator('dementie')('common.loading')).toBe('De inhoud wordt geladen...');
    expect(api.formatNewsDate('2026-03-05T10:00:00Z')).toBe('05 maart 2026');
  });
});
