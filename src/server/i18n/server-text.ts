// What the server writes to people (its answers' messages and field errors, notifications, push messages, texts) in
// their language. src/locales/<language>/server.json is keyed by the source wording (French or Laravel's English: what
// `fr` shows, unchanged), placeholders and all. A notification is kept as that key with its values and worded here
// (`serverWords`); the other texts are still composed in the source wording and matched back to their key
// (src/contract/message-patterns.ts).
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales';
import { fillPlaceholders, sourceWording, wordLabel, type MessageLabel } from '../../contract/message-label';
import { messageTable, translateMessage, type Formatter, type MessageTable } from '../../contract/message-patterns';
import { places } from '../db/places';

interface Catalog {
  ids: Set<string>;
  table: MessageTable;
  formatter: Formatter;
}

export function catalogFrom(locale: Locale, source: Record<string, string>): Catalog {
  // Every place by its name in this language (the server knows them all, from the list it seeds): a route ("Tunis →
  // Hammamet", catalog pattern "{from} → {to}") reads "تونس ← الحمامات" in Arabic, as on the screens.
  const cities = Object.fromEntries(places.map((place) => [place.name, locale === 'ar' ? place.nameAr : place.name]));
  source = { ...cities, ...source };
  const i18n = setupI18n();
  i18n.load(locale, Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)])));
  i18n.activate(locale);
  const counts = (id: string, name: string) => new RegExp(`\\{\\s*${name}\\s*,\\s*(?:plural|selectordinal|number)`).test(source[id] ?? '');
  return { ids: new Set(Object.keys(source)), table: messageTable(Object.keys(source)), formatter: { format: (id, values) => i18n._(id, values), counts } };
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

/** A label in a language; an id the catalog does not know (a town without a name of its own there) stays as written. */
export function serverWords(locale: Locale, label: MessageLabel): string {
  if (locale === DEFAULT_LOCALE) return sourceWording(label);
  const { ids, formatter } = catalogOf(locale);
  return wordLabel(label, (id, values) => (ids.has(id) ? formatter.format(id, values) : fillPlaceholders(id, values)));
}

/** Loads every catalog now (at start), so a broken one stops the server instead of a request. */
export function loadServerCatalogs() {
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) catalogOf(locale);
}
