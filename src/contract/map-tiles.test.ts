// The tile server a URL template names, as the Content-Security-Policy must allow it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, tileSource } from './map-tiles';

describe('the tile source', () => {
  it('turns the rotating sub-domain into a wildcard', () => {
    expect(tileSource(DEFAULT_TILE_URL)).toBe('https://*.tile.openstreetmap.org');
  });

  it('keeps a fixed host and its port, without the path', () => {
    expect(tileSource('https://tiles.example.tn:8443/osm/{z}/{x}/{y}.png?key=abc')).toBe('https://tiles.example.tn:8443');
  });

  it('refuses a template that names no http or https origin', () => {
    expect(() => tileSource('/tiles/{z}/{x}/{y}.png')).toThrow(/must start with http/);
  });
});
