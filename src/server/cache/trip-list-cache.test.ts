// The cache of list answers: a read that overlaps a write is never served after it; misses share one read.
import { describe, expect, it } from 'vitest';
import { TripListCache } from './trip-list-cache';
import { WriteGeneration } from './write-generation';

const NOW = new Date('2026-03-10T09:00:00.000Z');
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
    const before = cache.answer('k', NOW, () => slowRead.promise);
    writes.bump(); // the write commits while the read is still out
    slowRead.resolve({ body: 'old', changesAt: null });
    expect(await bodyOf(before)).toBe('old');
    expect(await bodyOf(cache.answer('k', NOW, async () => ({ body: 'new', changesAt: null })))).toBe('new');
  });

  it('reads once for requests that arrive together, and keeps the answer until a write', async () => {
    const writes = new WriteGeneration();
    const cache = new TripListCache(writes);
    let reads = 0;
    const load = async () => ({ body: ++reads, changesAt: null });
    const answers = await Promise.all([1, 2, 3].map(() => bodyOf(cache.answer('k', NOW, load))));
    expect(answers).toEqual([1, 1, 1]);
    expect(await bodyOf(cache.answer('k', NOW, load))).toBe(1);
    writes.bump();
    expect(await bodyOf(cache.answer('k', NOW, load))).toBe(2);
  });

  it('forgets a failed read, and an answer once the list changes by itself', async () => {
    const cache = new TripListCache(new WriteGeneration());
    await expect(cache.answer('k', NOW, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const departure = new Date(NOW.getTime() + 5_000);
    expect(await bodyOf(cache.answer('k', NOW, async () => ({ body: 'a', changesAt: departure })))).toBe('a');
    expect(await bodyOf(cache.answer('k', departure, async () => ({ body: 'b', changesAt: null })))).toBe('a');
    expect(await bodyOf(cache.answer('k', new Date(departure.getTime() + 1), async () => ({ body: 'c', changesAt: null })))).toBe('c');
  });
});
