// What an unsent change is called, kept as a message id with its values (DESIGN.md §10): the id is the French
// pattern, a key of the outbox-labels catalog ("Réservation {route}"), and a value may be a label of its own (the
// route "{from} → {to}", a city, a parcel size), so each screen words it in its language without parsing prose back.
import { isMessageLabel, messageLabel, sourceWording, type LabelValue, type MessageLabel } from '../contract/message-label';
import type { MessageTable } from '../contract/message-patterns';

export { wordLabel } from '../contract/message-label';

export type OutboxLabel = MessageLabel;

export const outboxLabel = messageLabel;

export const isOutboxLabel = isMessageLabel;

/** The label in French, as written: the id with its placeholders filled in (French needs no catalog). */
export const frenchLabel = (label: OutboxLabel | string): string => (typeof label === 'string' ? label : sourceWording(label));

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
