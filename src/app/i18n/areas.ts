// Which areas' words are in memory, per language. An area's messages are registered under "<area>:<id>" (core's
// under their plain ids), so two areas may use the same id. A load that fails (offline on a first visit) is
// forgotten, so the next render tries again.
import { i18n } from './i18n-instance';
import { loadCatalog } from './load-catalog';
import type { Locale } from './locales';

export const CORE_AREA = 'core';

/** A load, marked the way React's `use` reads a settled promise (`status`), so a ready area is read without suspending. */
type AreaLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };

const loading = new Map<string, AreaLoad>();
const ready = new Set<string>();
/** The areas this visit has used: a language switch loads all of them before turning the page. */
const used = new Set<string>([CORE_AREA]);

const key = (locale: Locale, area: string) => `${locale}/${area}`;

export const messageId = (area: string, id: string) => (area === CORE_AREA ? id : `${area}:${id}`);

export function isAreaReady(locale: Locale, area: string): boolean {
  return ready.has(key(locale, area));
}

/**
 * The area's catalog in this language, loaded once; the same promise for every caller, marked fulfilled once its
 * words are in: React's `use` then returns at once instead of suspending, so a component calls `use` on every render
 * and its hooks are the same whether the words were ready or not.
 */
export function loadArea(locale: Locale, area: string): Promise<void> {
  used.add(area);
  const at = key(locale, area);
  let promise = loading.get(at);
  if (!promise) {
    const load: AreaLoad = loadCatalog(locale, area).then(
      (messages) => {
        i18n.load(locale, area === CORE_AREA ? messages : Object.fromEntries(Object.entries(messages).map(([id, message]) => [messageId(area, id), message])));
        ready.add(at);
        load.status = 'fulfilled';
      },
      (error: unknown) => {
        loading.delete(at);
        load.status = 'rejected';
        load.reason = error;
        throw error;
      },
    );
    load.status = 'pending';
    promise = load;
    loading.set(at, promise);
  }
  return promise;
}

/** Every area used so far, in another language: what a switch waits for, so no screen flashes its fallback. */
export function loadUsedAreas(locale: Locale): Promise<void[]> {
  return Promise.all([...used].map((area) => loadArea(locale, area)));
}
