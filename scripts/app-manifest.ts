// The installable app's manifest in each language: French is `manifest.webmanifest` (vite-plugin-pwa writes it), and
// a Vite plugin writes `manifest-ar.webmanifest` and `manifest-en.webmanifest` beside it. A manifest has one language,
// so the page points its `<link rel="manifest">` at its own (src/app/i18n/page-direction.ts): the install sheet, the
// home-screen name and the app's description then read in the language the person chose. Names come from the core
// catalogs, so they read as the window title does.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/contract/locales';

const words = (locale: Locale) => JSON.parse(readFileSync(new URL(`../src/locales/${locale}/core.json`, import.meta.url), 'utf8')) as Record<string, string>;

export const manifestFileName = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`);

export function appManifest(locale: Locale): Partial<ManifestOptions> {
  const catalog = words(locale);
  return {
    name: catalog['app.title'],
    short_name: catalog['app.name'],
    description: catalog['app.description'],
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0b7a55',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/home-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide' },
      { src: '/screenshots/home-narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow' },
    ],
  };
}

/** Writes the other languages' manifests into the build (the service worker precaches them with the rest). */
export function localizedManifests(): Plugin {
  return {
    name: 'mechwar:localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        this.emitFile({ type: 'asset', fileName: manifestFileName(locale), source: `${JSON.stringify(appManifest(locale))}\n` });
      }
    },
  };
}
