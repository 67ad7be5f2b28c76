// A Vite plugin: the app's stylesheet gets a right-to-left twin for Arabic, made by RTLCSS (as Bootstrap makes its
// own bootstrap.rtl.css) from the built CSS, so it holds exactly the rules the app builds. The twin sits beside it as
// <name>.rtl.css, is precached with every other asset, and the page's link names it in data-rtl-href.
import type { Plugin } from 'vite';
import rtlcss from 'rtlcss';

export const rtlName = (fileName: string) => fileName.replace(/\.css$/, '.rtl.css');

export function rtlStylesheet(): Plugin {
  return {
    name: 'mechwar:rtl-stylesheet',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Only the stylesheets the first page links (the lazy pages' CSS, the map's among them, stays left to right).
      const entryCss = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) for (const css of chunk.viteMetadata?.importedCss ?? []) entryCss.add(css);
      }
      for (const fileName of entryCss) {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') continue;
        const source = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        this.emitFile({ type: 'asset', fileName: rtlName(fileName), source: rtlcss.process(source) });
      }
    },
  };
}
