// Which bytes a Range header asks for: one range, from the end, clipped at the end, unsatisfiable, or ignored.
import { describe, expect, it } from 'vitest';
import { requestedRange } from './send-file';

describe('requestedRange', () => {
  it('reads one range, an open end and a suffix, clipped to the file', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('is unsatisfiable past the end or for an empty suffix', () => {
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-1', 0)).toBe('unsatisfiable');
  });

  it('answers the whole file to no header, several ranges, other units, a backwards or malformed range', () => {
    for (const header of [undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'bytes=a-b', 'bytes 0-1']) {
      expect(requestedRange(header, 100)).toBeNull();
    }
  });
});
