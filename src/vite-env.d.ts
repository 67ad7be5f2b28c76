/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Map tile URL template ({s}, {z}, {x}, {y}); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}
