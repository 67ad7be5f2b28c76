// Composed texts as the screens show them, in the active language, translated by the pattern they were composed from
// (src/contract/message-patterns.ts): the contract's validation messages, written in the server's source wording ("The
// phone field is required.") and translated by the server's catalog (src/locales/<language>/server.json) as the server
// does its own answers; and the unsent changes' labels, kept as a message id with values (src/db/outbox-label.ts) and
// worded by the catalog outbox-labels.json (a label still in prose, from an event of an older worker, is read by its
// pattern). French shows them as written; another language waits (suspends) for the catalog the first time one shows.
import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { messageTable, translateMessage, type Formatter, type MessageTable } from '../../contract/message-patterns';
import { i18n } from './i18n-instance';
import { loadCatalog } from './load-catalog';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { frenchLabel, wordLabel, type OutboxLabel } from '../../db/outbox-label';

interface Catalog {
  table: MessageTable;
  formatter: Formatter;
}

/** The catalogs of composed texts. */
export type ComposedTexts = 'server' | 'outbox-labels';

const catalogs = new Map<string, Promise<Catalog>>();
/** Those already loaded: read without suspending, even for a moment. */
const ready = new Map<string, Catalog>();

function catalogOf(locale: Locale, area: ComposedTexts): Promise<Catalog> {
  const key = `${locale}/${area}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = loadCatalog(locale, area).then((messages: Messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      // Compiled messages: a count reads `["name","plural",…]`.
      const counts = (id: string, name: string) => JSON.stringify(messages[id] ?? '').includes(`["${name}","plural"`);
      const loaded: Catalog = { table: messageTable(Object.keys(messages)), formatter: { format: (id, values) => i18n._(id, values), counts } };
      ready.set(key, loaded);
      return loaded;
    });
    // A failed load (offline on a first visit) is tried again on the next render.
    catalog.catch(() => catalogs.delete(key));
    catalogs.set(key, catalog);
  }
  return catalog;
}

const asWritten = (text: string) => text;

/** Starts loading the catalog (a page that shows such messages, the chat's cards, asks beside its code). */
const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

export function preloadMessageText(area: ComposedTexts = 'server'): Promise<unknown> {
  const locale = activeLocale();
  return locale === DEFAULT_LOCALE ? Promise.resolve() : catalogOf(locale, area);
}

/** For code outside components (a toast naming an unsent change): loads the catalog first. */
export async function messageTextLoaded(area: ComposedTexts, text: string): Promise<string> {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE) return text;
  const { table, formatter } = (await catalogOf(locale, area).catch(() => null)) ?? { table: null, formatter: null };
  return table && formatter ? translateMessage(table, formatter, text) : text;
}

export function useMessageText(area: ComposedTexts = 'server'): (text: string) => string {
  const active = useLingui().i18n.locale;
  const locale = isLocale(active) ? active : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return asWritten;
  const { table, formatter } = ready.get(`${locale}/${area}`) ?? use(catalogOf(locale, area));
  return (text) => translateMessage(table, formatter, text);
}

/** Words an unsent change's label with the catalog; a label stored as prose by an earlier version is parsed back. */
const wordOutboxLabel = ({ table, formatter }: Catalog, label: OutboxLabel | string) =>
  typeof label === 'string' ? translateMessage(table, formatter, label) : wordLabel(label, (id, values) => formatter.format(id, values));

/** An unsent change's label in the active language (French as written). */
export function useOutboxLabel(): (label: OutboxLabel | string) => string {
  const active = useLingui().i18n.locale;
  const locale = isLocale(active) ? active : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return frenchLabel;
  const catalog = ready.get(`${locale}/outbox-labels`) ?? use(catalogOf(locale, 'outbox-labels'));
  return (label) => wordOutboxLabel(catalog, label);
}

/** For code outside components (a toast naming an unsent change): loads the catalog first. */
export async function outboxLabelLoaded(label: OutboxLabel | string): Promise<string> {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE) return frenchLabel(label);
  const catalog = await catalogOf(locale, 'outbox-labels').catch(() => null);
  return catalog ? wordOutboxLabel(catalog, label) : frenchLabel(label);
}
