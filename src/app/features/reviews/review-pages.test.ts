// The Avis tab fills the pages before the one asked for, so a jump never shows another page's reviews.
import { describe, expect, it } from 'vitest';
import { lastPageOf, pagesToFetch } from './review-pages';

describe('pagesToFetch', () => {
  it('refreshes the page asked for even when it was fetched', () => {
    expect(pagesToFetch(1, new Set([1]))).toEqual([1]);
    expect(pagesToFetch(2, new Set([1, 2]))).toEqual([2]);
  });

  it('fetches the missing pages before a jump, in order', () => {
    expect(pagesToFetch(4, new Set([1]))).toEqual([2, 3, 4]);
    expect(pagesToFetch(3, new Set())).toEqual([1, 2, 3]);
  });
});

describe('lastPageOf', () => {
  it("trusts the server's last page, then its total", () => {
    expect(lastPageOf({ total: 35, lastPage: 4, perPage: 10 }, 10, 10)).toBe(4);
    expect(lastPageOf({ total: 35, lastPage: null, perPage: 10 }, 10, 10)).toBe(4);
  });

  it('counts what the device holds when the server was never reached, with one page at least', () => {
    expect(lastPageOf(null, 21, 10)).toBe(3);
    expect(lastPageOf(null, 0, 10)).toBe(1);
  });
});
