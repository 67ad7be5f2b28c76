// A Vite plugin: each catalog (src/locales/<language>/<area>.json, ICU messages by id) is compiled by
// Lingui's own compiler as it is bundled, so the page receives ready-to-format messages and no parser, and the
// catalogs stay the plain JSON translators edit. A message that does not parse fails the build.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

export function compileCatalog(source: Record<string, string>) {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

export function linguiCatalogs(): Plugin {
  return {
    name: 'mechwar:lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0]!)) return null;
      // Still JSON: Vite's JSON plugin then makes it a module as before.
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
