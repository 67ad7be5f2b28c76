// A notification's link opens inside the app only.
import { describe, expect, it } from 'vitest';
import { webUrlTarget } from './web-url';

describe('webUrlTarget', () => {
  const origin = 'https://mechwar.tn';
  it('keeps paths, queries and full URLs of the app', () => {
    expect(webUrlTarget('/trips/4', origin)).toBe('/trips/4');
    expect(webUrlTarget('/messages?conversation=9', origin)).toBe('/messages?conversation=9');
    expect(webUrlTarget('https://mechwar.tn/profile#avis', origin)).toBe('/profile#avis');
  });
  it('refuses other sites and nothing at all', () => {
    expect(webUrlTarget('https://evil.example/phish', origin)).toBeNull();
    expect(webUrlTarget('//evil.example/x', origin)).toBeNull();
    expect(webUrlTarget(null, origin)).toBeNull();
    expect(webUrlTarget('', origin)).toBeNull();
  });
});
