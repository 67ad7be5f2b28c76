// The words' context of the whole app (Lingui's, read by `useLingui`): a language switch redraws every screen at once;
// an area's words arriving redraw in a transition. Lingui's own provider redraws the whole tree synchronously on
// every catalog load, and a page loads several areas after its first paint: each was one long, unbroken task on a
// slow phone. Screens needing an area suspend until it is there (area-text.ts), so this late redraw only refreshes
// what was already right; React draws it in slices that leave the main thread free.
import { LinguiContext, type I18nContext } from '@lingui/react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { i18n } from './i18n-instance';

/** Lingui's context, with the language it was made in. */
type Context = I18nContext & { locale: string };

// A new proxy per change, as Lingui's provider makes: code holding `i18n` in a dependency list sees the change.
const contextOf = (): Context => ({ i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n), locale: i18n.locale });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(contextOf);
  const shown = useRef(context.locale);

  useEffect(() => {
    const changed = () => {
      const next = contextOf();
      if (next.locale !== shown.current) {
        shown.current = next.locale;
        setContext(next);
      } else {
        // Same language, more words: a transition, drawn in slices.
        startTransition(() => setContext(next));
      }
    };
    // A switch between the first render and this subscription is not missed.
    if (i18n.locale !== shown.current) changed();
    return i18n.on('change', changed);
  }, []);

  if (!context.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
