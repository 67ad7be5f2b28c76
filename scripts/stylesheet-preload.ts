// A Vite plugin: the app's stylesheet no longer blocks the first paint. The built page asks for it as a preload (as
// early and as urgent as before) and the app applies it before its first render (src/app/stylesheets.ts), so the boot
// splash, styled inline, paints as soon as the HTML arrives instead of after 27 KB of CSS on a slow link.
// The preload is written by the page's first script (src/app/i18n/first-language-script.ts), which knows the visit's
// language: an Arabic page preloads the right-to-left twin (scripts/rtl-stylesheet.ts) instead, and each language
// preloads its own catalog beside the app's script.
import type { Plugin } from 'vite';
import { firstLanguageScript } from '../src/app/i18n/first-language-script';
import { rtlName } from './rtl-stylesheet';

/** The catalog the first page needs (other areas load with their pages). */
const CATALOG = /\/locales\/([a-z]{2})\/core\.json$/;

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
        const catalogs: Record<string, string> = {};
        for (const chunk of Object.values(context.bundle ?? {})) {
          const language = chunk.type === 'chunk' ? CATALOG.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (language) catalogs[language] = `/${chunk.fileName}`;
        }
        return { html: page, tags: [{ tag: 'script', children: firstLanguageScript({ stylesheets, catalogs }), injectTo: 'head' }] };
      },
    },
  };
}
