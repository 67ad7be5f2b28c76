// The cache of list answers: a read that overlaps a write is never served after it; misses share one read.
import { describe, expect, it } from 'vitest';
import { TripListCache } from './trip-list-cache';
import { WriteGeneration } from './write-generation';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const K = { key: 'k', scope: '1:2' };
const bodyOf = async (answer: Promise<{ body: Buffer }>) => JSON.parse((await answer).body.toString()) as unknown;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
}

describe('TripListCache', () => {
  it('does not serve, after a write commits, an answer read while it was under way', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache(writes);
    const slowRead = deferred<{ body: unknown; changesAt: null }>();
    const before = cache.answer(K, NOW, () => slowRead.promise);
    writes.changed({ everything: false, routes: ['1:2'] }); // the write commits while the read is still out
    slowRead.resolve({ body: 'old', changesAt: null });
    expect(await bodyOf(before)).toBe('old');
    expect(await bodyOf(cache.answer(K, NOW, async () => ({ body: 'new', changesAt: null })))).toBe('new');
  });

  it('reads once for requests that arrive together, and keeps the answer until a write', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache(writes);
    let reads = 0;
    const load = async () => ({ body: ++reads, changesAt: null });
    const answers = await Promise.all([1, 2, 3].map(() => bodyOf(cache.answer(K, NOW, load))));
    expect(answers).toEqual([1, 1, 1]);
    expect(await bodyOf(cache.answer(K, NOW, load))).toBe(1);
    writes.changed({ everything: true });
    expect(await bodyOf(cache.answer(K, NOW, load))).toBe(2);
  });

  it('forgets a failed read, and an answer once the list changes by itself', async () => {
    const cache = new TripListCache(new WriteGeneration());
    await expect(cache.answer(K, NOW, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const departure = new Date(NOW.getTime() + 5_000);
    expect(await bodyOf(cache.answer(K, NOW, async () => ({ body: 'a', changesAt: departure })))).toBe('a');
    expect(await bodyOf(cache.answer(K, departure, async () => ({ body: 'b', changesAt: null })))).toBe('a');
    expect(await bodyOf(cache.answer(K, new Date(departure.getTime() + 1), async () => ({ body: 'c', changesAt: null })))).toBe('c');
  });

  it('keeps the lists of other routes when a write changes one route', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache(writes);
    const searches = ['1:2', '1:*', '*:2', '*:*', '3:2', '1:4', '3:4', '3:*'].map((scope) => ({ key: scope, scope }));
    let reads = 0;
    const load = async () => ({ body: ++reads, changesAt: null });
    const read = () => Promise.all(searches.map((search) => bodyOf(cache.answer(search, NOW, load))));
    expect(await read()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    writes.changed({ everything: false, routes: ['1:2'] }); // Tunis → Sousse, say
    expect(await read()).toEqual([9, 10, 11, 12, 5, 6, 7, 8]);
    writes.changed({ everything: true }); // a driver renamed
    expect(await read()).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
