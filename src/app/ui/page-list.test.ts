// What the pager offers: every page when there are few, the ends and the neighbours of the current page otherwise.
import { describe, expect, it } from 'vitest';
import { pageList } from './page-list';

describe('pageList', () => {
  it('shows nothing without pages and a single page alone', () => {
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(1, 1)).toEqual([1]);
  });

  it('shows every page when no gap would save room', () => {
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps between the ends and the pages around the current one', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows the one page a gap would hide', () => {
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('keeps a page outside the range inside it', () => {
    expect(pageList(0, 4)).toEqual([1, 2, 3, 4]);
    expect(pageList(9, 4)).toEqual([1, 2, 3, 4]);
  });
});
