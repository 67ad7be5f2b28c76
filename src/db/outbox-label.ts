// What an unsent change is called, kept as a message id with its values (DESIGN.md §10): the id is the French
// pattern, a key of the outbox-labels catalog ("Réservation {route}"), and a value may be a label of its own (the
// route "{from} → {to}", a city, a parcel size), so each screen words it in its language without parsing prose back.
import type { MessageTable } from '../contract/message-patterns';

export type LabelValue = string | number | OutboxLabel;

export interface OutboxLabel {
  id: string;
  values?: Record<string, LabelValue>;
}

export const outboxLabel = (id: string, values?: Record<string, LabelValue>): OutboxLabel => (values ? { id, values } : { id });

export const isOutboxLabel = (value: unknown): value is OutboxLabel =>
  typeof value === 'object' && value !== null && typeof (value as OutboxLabel).id === 'string';

/** `format` words one id with its values already worded; a nested label is worded first, a plain value stays as is. */
export function wordLabel(label: OutboxLabel, format: (id: string, values?: Record<string, string | number>) => string): string {
  if (!label.values) return format(label.id);
  const values = Object.fromEntries(Object.entries(label.values).map(([name, value]) => [name, isOutboxLabel(value) ? wordLabel(value, format) : value]));
  return format(label.id, values);
}

/** The label in French, as written: the id with its placeholders filled in (French needs no catalog). */
export const frenchLabel = (label: OutboxLabel | string): string =>
  typeof label === 'string' ? label : wordLabel(label, (id, values) => id.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole)));

/**
 * A label stored as French prose by an earlier version, read back into an id and values by the catalog's patterns.
 * A part that matches no pattern (a person's own words) stays a plain value; a text that matches none stays whole.
 */
export function labelFromProse(table: MessageTable, text: string): OutboxLabel {
  if (table.exact.has(text)) return outboxLabel(text);
  for (const { id, pattern, names } of table.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, LabelValue> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      const inner = labelFromProse(table, value);
      values[name] = inner.id === value && !inner.values && !table.exact.has(value) ? value : inner;
    });
    return outboxLabel(id, values);
  }
  return outboxLabel(text);
}
