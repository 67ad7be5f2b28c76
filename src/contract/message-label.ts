// A text kept as a message id with its values (DESIGN.md §10), never as a sentence read back: the id is the source
// wording with placeholders, a key of the catalogs ("Le trajet {route} a été annulé par le conducteur."), and a value
// may be a label of its own (the route "{from} → {to}", a city), so each reader gets it worded in their language.
// The device's unsent changes (db/outbox-label.ts) and the server's notifications are kept this way.

export type LabelValue = string | number | MessageLabel;

export interface MessageLabel {
  id: string;
  values?: Record<string, LabelValue>;
}

export const messageLabel = (id: string, values?: Record<string, LabelValue>): MessageLabel => (values ? { id, values } : { id });

export const isMessageLabel = (value: unknown): value is MessageLabel =>
  typeof value === 'object' && value !== null && typeof (value as MessageLabel).id === 'string';

/** `format` words one id with its values already worded; a nested label is worded first, a plain value stays as is. */
export function wordLabel(label: MessageLabel, format: (id: string, values?: Record<string, string | number>) => string): string {
  if (!label.values) return format(label.id);
  const values = Object.fromEntries(Object.entries(label.values).map(([name, value]) => [name, isMessageLabel(value) ? wordLabel(value, format) : value]));
  return format(label.id, values);
}

/** The id with its placeholders filled in: the source wording, which needs no catalog. */
export const fillPlaceholders = (id: string, values?: Record<string, string | number>): string =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

/** The label in its source wording (French, or Laravel's English), as the server and the `fr` screens show it. */
export const sourceWording = (label: MessageLabel): string => wordLabel(label, fillPlaceholders);
