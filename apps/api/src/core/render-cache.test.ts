import { describe, expect, it } from 'vitest';
import { fakeClock } from './clock';
import { RenderCache } from './render-cache';

const page = (text: string) => ({ status: 200, appHtml: text, headHtml: '' });

describe('RenderCache', () => {
  it('drops the least recently used page when full', () => {
    const cache = new RenderCache({ clock: fakeClock(), maxEntries: 2 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a')?.appHtml).toBe('A'); // a is now the most recently used
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.appHtml).toBe('A');
    expect(cache.get('c')?.appHtml).toBe('C');
  });

  it('stays within its size in characters and refuses a page larger than all of it', () => {
    const cache = new RenderCache({ clock: fakeClock(), maxChars: 10 });
    cache.set('a', page('123456'));
    cache.set('b', page('123456'));
    expect(cache.size).toBe(1);
    expect(cache.get('b')?.appHtml).toBe('123456');
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets a page after its time, and everything on clear', () => {
    const clock = fakeClock();
    const cache = new RenderCache({ clock, ttlMs: 1000 });
    cache.set('a', page('A'));
    clock.advance(999);
    expect(cache.get('a')).toBeDefined();
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', page('B'));
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
