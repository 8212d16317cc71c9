import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its number of entries', () => {
    const cache = new LruCache<string>({ maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C']);
  });

  it('stays within its total size, counts a replaced value once and refuses one larger than all of it', () => {
    const cache = new LruCache<string>({ maxSize: 10, sizeOf: (text) => text.length });
    cache.set('a', '1234');
    cache.set('a', '123456');
    cache.set('b', '1234');
    expect(cache.size).toBe(2);
    cache.set('c', '12');
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['1234', '12']);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
