// What the server writes to people (its answers' messages and field errors, notifications, push messages, texts) in
// their language. The server composes every text in its source wording (French or Laravel's English: what `fr`
// shows, unchanged); src/locales/<language>/server.json translates it, keyed by that wording. A key may hold
// placeholders ("Nouveau message de {name}"): a composed text is matched against it and its values (each itself
// translated when the catalog knows it, a field's name say) fill the translation, which may count in plurals.
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales';

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
  /** Values the translation counts with (`{left, plural, …}`): passed as numbers. Others stay text, so a code keeps
   *  its leading zero and no digit is regrouped. */
  counted: Set<string>;
}

interface Catalog {
  i18n: I18n;
  exact: Set<string>;
  templates: Template[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const literalLength = (id: string) => id.replace(PLACEHOLDER, '').length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(id: string, translation: string): Template | null {
  const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (!names.length) return null;
  const counted = new Set([...translation.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|selectordinal|number)/g)].map((match) => match[1]!));
  const pattern = id
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { id, pattern: new RegExp(`^${pattern}$`, 's'), names, counted };
}

export function catalogFrom(locale: Locale, source: Record<string, string>): Catalog {
  const i18n = setupI18n();
  i18n.load(locale, Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)])));
  i18n.activate(locale);
  const ids = Object.keys(source);
  return {
    i18n,
    exact: new Set(ids.filter((id) => !/\{\w+\}/.test(id))),
    // Most specific first (the most words of its own): "The seats must not be greater than {available}." before
    // "The {attribute} must not be greater than {max}.", which it also matches.
    templates: ids
      .map((id) => templateOf(id, source[id]!))
      .filter((template) => template !== null)
      .sort((a, b) => literalLength(b.id) - literalLength(a.id)),
  };
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
  return translateWith(catalogOf(locale), text);
}

export function translateWith(catalog: Catalog, text: string): string {
  if (catalog.exact.has(text)) return catalog.i18n._(text);
  for (const template of catalog.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, unknown> = {};
    template.names.forEach((name, index) => {
      const value = match[index + 1]!;
      // A value may be a text of its own (the first field error of a 422's summary, a field's name): translated too.
      values[name] = template.counted.has(name) ? Number(value) : /^\d+$/.test(value) ? value : translateWith(catalog, value);
    });
    return catalog.i18n._(template.id, values);
  }
  return text;
}

/** Loads every catalog now (at start), so a broken one stops the server instead of a request. */
export function loadServerCatalogs() {
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) catalogOf(locale);
}
