// A Vite plugin: the app's stylesheet no longer blocks the first paint. The built page asks for it as a preload (as
// early and as urgent as before) and the app applies it before its first render (src/app/stylesheets.ts), so the boot
// splash, styled inline, paints as soon as the HTML arrives instead of after 27 KB of CSS on a slow link.
// The preload is written by the page's first script (src/app/i18n/first-language-script.ts), which knows the visit's
// language: an Arabic page preloads the right-to-left twin (scripts/rtl-stylesheet.ts) instead, and each language
// preloads its own catalog beside the app's script, and the code and words of the first page it opens
// (src/app/first-pages.ts).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_PAGES } from '../src/app/first-pages';
import { firstLanguageScript, type FirstLanguageAssets } from '../src/app/i18n/first-language-script';
import { rtlName } from './rtl-stylesheet';

const CATALOG = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/;

/** Each language's catalog chunks of the areas the first pages draw, core included. */
function firstCatalogs(chunks: OutputChunk[]): FirstLanguageAssets['catalogs'] {
  // "core": the frame's and the home page's words, loaded before the first render (src/app/i18n/areas.ts).
  const areas = new Set<string>(['core', ...FIRST_PAGES.flatMap((page) => page.areas)]);
  const catalogs: Record<string, Record<string, string>> = {};
  // A chunk may hold several areas (vite.config.ts): each of them is asked for by the chunk's address.
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [, language, area] = CATALOG.exec(id) ?? [];
      if (language && area && areas.has(area)) (catalogs[language] ??= {})[area] = `/${chunk.fileName}`;
    }
  }
  return catalogs;
}

/** Each first page's chunks: its module's and those it imports, less what the app's script already brings. */
function firstPages(chunks: OutputChunk[]): FirstLanguageAssets['pages'] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    if (into.has(name) || !byName.has(name)) return;
    into.add(name);
    for (const imported of byName.get(name)!.imports) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, initial);
  return FIRST_PAGES.map((page) => {
    const own = new Set<string>();
    // The chunk holding the page's module (its own, or one it shares: vite.config.ts).
    const chunk = page.module ? chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(page.module!))) : undefined;
    if (page.module && !chunk) throw new Error(`No chunk for the first page ${page.module}`);
    if (chunk) collect(chunk.fileName, own);
    return { name: page.name, path: page.path, chunks: [...own].filter((name) => !initial.has(name)).map((name) => `/${name}`), areas: page.areas };
  });
}

export function stylesheetPreload(): Plugin {
  return {
    name: 'mechwar:stylesheet-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const stylesheets: Array<{ ltr: string; rtl: string }> = [];
        const page = html.replace(/\s*<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (_link, href: string) => {
          stylesheets.push({ ltr: href, rtl: rtlName(href) });
          return '';
        });
        const chunks = Object.values((context.bundle ?? {}) as OutputBundle).filter((chunk): chunk is OutputChunk => chunk.type === 'chunk');
        const assets = { stylesheets, catalogs: firstCatalogs(chunks), pages: firstPages(chunks) };
        return { html: page, tags: [{ tag: 'script', children: firstLanguageScript(assets), injectTo: 'head' }] };
      },
    },
  };
}
