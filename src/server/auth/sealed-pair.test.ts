// The sealed pair opens only with the refresh secret and row it was sealed for, and not once altered.
import { describe, expect, it } from 'vitest';
import { openPair, sealPair } from './sealed-pair';

const pair = { token: '12|accessSecret', refreshToken: '13|refreshSecret' };

describe('sealPair / openPair', () => {
  it('opens with the secret and row id it was sealed with', () => {
    expect(openPair(sealPair(pair, 'spentSecret', 7), 'spentSecret', 7)).toEqual(pair);
  });

  it('keeps no part of the pair readable, and seals differently each time', () => {
    const sealed = sealPair(pair, 'spentSecret', 7);
    expect(sealed).not.toContain('accessSecret');
    expect(sealed).not.toContain('refreshSecret');
    expect(sealPair(pair, 'spentSecret', 7)).not.toBe(sealed);
  });

  it('does not open with another secret, on another row, or once altered', () => {
    const sealed = sealPair(pair, 'spentSecret', 7);
    expect(openPair(sealed, 'otherSecret', 7)).toBeNull();
    expect(openPair(sealed, 'spentSecret', 8)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(openPair(parts.join('.'), 'spentSecret', 7)).toBeNull();
    expect(openPair(sealed.slice(0, -4), 'spentSecret', 7)).toBeNull();
    expect(openPair('garbage', 'spentSecret', 7)).toBeNull();
  });
});
