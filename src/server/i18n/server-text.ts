// What the server writes to people (its answers' messages and field errors, notifications, push messages, texts) in
// their language. The server composes every text in its source wording (French or Laravel's English: what `fr`
// shows, unchanged); src/locales/<language>/server.json translates it, keyed by that wording, placeholders and all
// (src/contract/message-patterns.ts).
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { ARABIC_CITY_NAMES, cityNameIn } from '../../contract/city-names';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales';
import { messageTable, translateMessage, type Formatter, type MessageTable } from '../../contract/message-patterns';

interface Catalog {
  table: MessageTable;
  formatter: Formatter;
}

export function catalogFrom(locale: Locale, source: Record<string, string>): Catalog {
  // The governorate capitals by their names in this language: a route ("Tunis → Sousse", catalog pattern
  // "{from} → {to}") reads "تونس ← سوسة" in Arabic, as on the screens.
  const cities = Object.fromEntries(Object.keys(ARABIC_CITY_NAMES).map((name) => [name, cityNameIn(locale, name)]));
  source = { ...cities, ...source };
  const i18n = setupI18n();
  i18n.load(locale, Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)])));
  i18n.activate(locale);
  const counts = (id: string, name: string) => new RegExp(`\\{\\s*${name}\\s*,\\s*(?:plural|selectordinal|number)`).test(source[id] ?? '');
  return { table: messageTable(Object.keys(source)), formatter: { format: (id, values) => i18n._(id, values), counts } };
}

const catalogs = new Map<Locale, Catalog>();

function catalogOf(locale: Locale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = new URL(`../../locales/${locale}/server.json`, import.meta.url);
    catalog = catalogFrom(locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/** A composed text in a language; one the catalog does not know stays as composed (a person's own words, say). */
export function serverText(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  const { table, formatter } = catalogOf(locale);
  return translateMessage(table, formatter, text);
}

/** Loads every catalog now (at start), so a broken one stops the server instead of a request. */
export function loadServerCatalogs() {
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) catalogOf(locale);
}
