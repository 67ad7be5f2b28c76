// Builds the PWA: React app, the sync worker (ES module worker) and the injectManifest service worker from sw/.
import { appManifest, localizedManifests } from './scripts/app-manifest';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib, type InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { stylesheetPreload } from './scripts/stylesheet-preload';
import { firstPaintHero } from './scripts/first-paint-hero';
import { linguiCatalogs } from './scripts/lingui-catalogs';
import { rtlStylesheet } from './scripts/rtl-stylesheet';
import { WORD_BUNDLES } from './src/app/first-pages';

/** The chunk of a first page's catalog: "words-<language>-<bundle>" (null: the area keeps its own chunk). */
function wordsBundle(id: string): string | null {
  const [, language, area] = /[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/.exec(id) ?? [];
  const bundle = Object.entries(WORD_BUNDLES).find(([, areas]) => areas.includes(area!))?.[0];
  return language && bundle ? `words-${language}-${bundle}` : null;
}

/** gzip through zopfli, as vite-plugin-compression2 calls a compressor of its own. */
const zopfliGzip = async (file: InputType, options: { numiterations?: number }) => Buffer.from(await gzipAsync(file as Uint8Array, options));

const api = process.env.MECHWAR_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    linguiCatalogs(),
    stylesheetPreload(),
    firstPaintHero(),
    rtlStylesheet(),
    localizedManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Vite 8 emits the service worker as an ES module by default; a classic registration needs one IIFE file.
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff,woff2}'],
        // The store screenshots are for the browser's install sheet, which fetches them itself: half a megabyte of
        // PNG that no page shows, so not downloaded into every phone's cache.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: appManifest('fr'),
      devOptions: { enabled: false },
    }),
    // Scripts, styles and pages compressed once at build, at the highest settings a server cannot afford per request
    // (Brotli 11: the first visit's JavaScript about a sixth smaller than at quality 4; gzip through zopfli, 3 %
    // smaller than zlib's level 9, for clients without Brotli); the server sends these files as they are
    // (src/server/static.ts) and spends no CPU on them.
    compression({
      include: /\.(js|css|html|svg|webmanifest)$/,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), [zopfliGzip, { numiterations: 5 }] as const],
      logLevel: 'silent',
    }),
  ],
  worker: { format: 'es' },
  // Bootstrap 5.3's Sass predates the module system: its deprecation warnings (and those of our @import of its
  // partials) would flood every build with nothing for us to fix.
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one script: left to itself the bundler splits what the lazy pages share
        // with it into ~35 small chunks, each a request on a phone's high-latency link (Lighthouse mobile on /: from
        // 90 to 95–99, FCP 2.4 s to 1.0 s). The lazy pages still import from it; nothing is downloaded twice.
        // The trips list and a trip's page are where visitors land from a search or a shared link: each page comes in
        // one chunk with what it imports (not the app's script), instead of 8 and 16 small ones, each a round trip on
        // a phone's link (their dynamic imports, such as forms and their validator, stay apart).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'trip-pages', test: /[\\/]src[\\/]app[\\/]features[\\/]trips[\\/]trips?(-detail)?-page\.tsx$/, priority: 1 },
            // The words a first page draws, per language, in one or two chunks rather than four to seven.
            { name: wordsBundle, debugName: 'words', test: /[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/, priority: 1 },
          ],
        },
        // Each catalog named after its language and area (all would otherwise be "<area>-<hash>"), or its bundle's.
        chunkFileNames(chunk) {
          const catalog = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/words-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/storage': api,
      '/broadcasting': api,
      '/captcha': api,
      // Live updates: the embedded server's WebSocket lives at /app/{key} on the API's port.
      '^/app/': { target: api, ws: true },
    },
  },
});
