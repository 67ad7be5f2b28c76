// Where the map's tiles come from: the page draws them, and the server's Content-Security-Policy lets them in.

/** OpenStreetMap's standard tiles, unless the build is given `VITE_MAP_TILE_URL`. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin a tile URL template names, as a CSP source: `{s}` (the sub-domain Leaflet rotates through) becomes a
 * wildcard, so `https://{s}.tile.openstreetmap.org/...` allows `https://*.tile.openstreetmap.org`.
 */
export function tileSource(template: string): string {
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(template.trim())?.[1];
  if (!origin) throw new Error(`The map tile URL must start with http:// or https://, not "${template}".`);
  return origin.replace(/\{s\}/g, '*');
}
