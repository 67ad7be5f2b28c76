// The cache of list answers: a read that overlaps a write is never served after it; misses share one read; a search
// asked once leaves nothing behind.
import { describe, expect, it } from 'vitest';
import { TripListCache } from './trip-list-cache';
import { WriteGeneration } from './write-generation';

const NOW = new Date('2026-03-10T09:00:00.000Z');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
}

describe('TripListCache', () => {
  it('does not serve, after a write commits, an answer read while it was under way', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache<unknown>(writes);
    const slowRead = deferred<{ value: unknown; changesAt: null }>();
    const before = cache.answer('k', '1:2', NOW, () => slowRead.promise);
    writes.changed({ everything: false, routes: ['1:2'] }); // the write commits while the read is still out
    slowRead.resolve({ value: 'old', changesAt: null });
    expect(await before).toBe('old');
    expect(await cache.answer('k', '1:2', NOW, async () => ({ value: 'new', changesAt: null }))).toBe('new');
  });

  it('reads once for requests that arrive together, and keeps the answer until a write', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache<unknown>(writes);
    let reads = 0;
    const load = async () => ({ value: ++reads, changesAt: null });
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', '1:2', NOW, load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(await cache.answer('k', '1:2', NOW, load)).toBe(1);
    writes.changed({ everything: true });
    expect(await cache.answer('k', '1:2', NOW, load)).toBe(2);
  });

  it('forgets a failed read, and an answer once the list changes by itself', async () => {
    const cache = new TripListCache<unknown>(new WriteGeneration());
    await expect(cache.answer('k', '1:2', NOW, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const departure = new Date(NOW.getTime() + 5_000);
    expect(await cache.answer('k', '1:2', NOW, async () => ({ value: 'a', changesAt: departure }))).toBe('a');
    expect(await cache.answer('k', '1:2', NOW, async () => ({ value: 'b', changesAt: departure }))).toBe('b'); // kept from now on
    expect(await cache.answer('k', '1:2', departure, async () => ({ value: 'c', changesAt: null }))).toBe('b');
    expect(await cache.answer('k', '1:2', new Date(departure.getTime() + 1), async () => ({ value: 'd', changesAt: null }))).toBe('d');
  });

  it('keeps the lists of other routes when a write changes one route', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache<unknown>(writes);
    const searches = ['1:2', '1:*', '*:2', '*:*', '3:2', '1:4', '3:4', '3:*'].map((scope) => ({ key: scope, scope }));
    let reads = 0;
    const load = async () => ({ value: ++reads, changesAt: null });
    const read = () => Promise.all(searches.map((search) => cache.answer(search.key, search.scope, NOW, load)));
    expect(await read()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await read()).toEqual([9, 10, 11, 12, 13, 14, 15, 16]); // asked again: kept from now on
    writes.changed({ everything: false, routes: ['1:2'] }); // Tunis → Sousse, say
    expect(await read()).toEqual([17, 18, 19, 20, 13, 14, 15, 16]);
    writes.changed({ everything: true }); // a driver renamed
    expect(await read()).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
    expect(await read()).toEqual([21, 22, 23, 24, 25, 26, 27, 28]); // wanted before: kept again at once
  });

  it('keeps nothing of a search asked once, and the answer of one asked a second time', async () => {
    const cache = new TripListCache<unknown>(new WriteGeneration());
    let reads = 0;
    const load = async () => ({ value: ++reads, changesAt: null });
    for (let page = 1; page <= 50; page++) expect(await cache.answer(`once&page=${page}`, '1:2', NOW, load)).toBe(page);
    expect(await cache.answer('twice', '1:2', NOW, load)).toBe(51);
    expect(await cache.answer('twice', '1:2', NOW, load)).toBe(52);
    expect(await cache.answer('twice', '1:2', NOW, load)).toBe(52);
    // Asked once more each: read again (nothing was kept of them), and kept this time.
    expect(await cache.answer('once&page=7', '1:2', NOW, load)).toBe(53);
    expect(await cache.answer('once&page=7', '1:2', NOW, load)).toBe(53);
  });
});
