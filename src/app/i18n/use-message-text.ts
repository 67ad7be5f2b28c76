// The contract's messages as the screens show them, in the active language: a form checks its fields with the
// contract's schemas, whose messages are written in the server's source wording ("The phone field is required."), and
// the server's catalog (src/locales/<language>/server.json) translates them as the server does its own answers. French
// shows them as written; another language waits (suspends) for that catalog the first time an error shows.
import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { messageTable, translateMessage, type Formatter, type MessageTable } from '../../contract/message-patterns';
import { i18n } from './i18n-instance';
import { loadCatalog } from './load-catalog';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

interface Catalog {
  table: MessageTable;
  formatter: Formatter;
}

const catalogs = new Map<Locale, Promise<Catalog>>();
/** Those already loaded: read without suspending, even for a moment. */
const ready = new Map<Locale, Catalog>();

function catalogOf(locale: Locale): Promise<Catalog> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = loadCatalog(locale, 'server').then((messages: Messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      // Compiled messages: a count reads `["name","plural",…]`.
      const counts = (id: string, name: string) => JSON.stringify(messages[id] ?? '').includes(`["${name}","plural"`);
      const loaded: Catalog = { table: messageTable(Object.keys(messages)), formatter: { format: (id, values) => i18n._(id, values), counts } };
      ready.set(locale, loaded);
      return loaded;
    });
    // A failed load (offline on a first visit) is tried again on the next render.
    catalog.catch(() => catalogs.delete(locale));
    catalogs.set(locale, catalog);
  }
  return catalog;
}

const asWritten = (text: string) => text;

/** Starts loading the catalog (a page that shows such messages, the chat's cards, asks beside its code). */
export function preloadMessageText(): Promise<unknown> {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE ? Promise.resolve() : catalogOf(locale);
}

export function useMessageText(): (text: string) => string {
  const active = useLingui().i18n.locale;
  const locale = isLocale(active) ? active : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return asWritten;
  const { table, formatter } = ready.get(locale) ?? use(catalogOf(locale));
  return (text) => translateMessage(table, formatter, text);
}
