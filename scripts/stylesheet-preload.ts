// A Vite plugin: the app's stylesheet no longer blocks the first paint. The built page asks for it as a preload (as
// early and as urgent as before) and the app applies it before its first render (src/app/stylesheets.ts), so the boot
// splash, styled inline, paints as soon as the HTML arrives instead of after 27 KB of CSS on a slow link.
import type { Plugin } from 'vite';
import { rtlName } from './rtl-stylesheet';

const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

export function stylesheetPreload(): Plugin {
  return {
    name: 'mechwar:stylesheet-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        // data-rtl-href: the right-to-left twin an Arabic page applies instead (scripts/rtl-stylesheet.ts).
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_link, crossorigin: string | undefined, href: string) =>
            `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-rtl-href="${rtlName(href)}" ${APP_STYLESHEET_ATTRIBUTE}>`,
        ),
    },
  };
}
