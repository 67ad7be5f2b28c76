// Translating a composed text by the pattern it was composed from: the server and the contract write their messages
// in their source wording ("The seats must not be greater than 2."), and a catalog keyed by that wording, with
// placeholders ("The seats must not be greater than {available}."), translates it. Shared by the server (its answers,
// notifications and texts) and the screens (the contract's validation messages in forms).

export interface MessagePattern {
  id: string;
  pattern: RegExp;
  names: string[];
}

export interface MessageTable {
  exact: Set<string>;
  /** Most specific first (the most words of its own): "The seats must not be greater than {available}." before
   *  "The {attribute} must not be greater than {max}.", which it also matches. */
  patterns: MessagePattern[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const hasPlaceholder = (id: string) => /\{\w+\}/.test(id);
const literalLength = (id: string) => id.replace(PLACEHOLDER, '').length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(id: string): MessagePattern {
  const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const pattern = id
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { id, pattern: new RegExp(`^${pattern}$`, 's'), names };
}

export function messageTable(ids: Iterable<string>): MessageTable {
  const all = [...ids];
  return {
    exact: new Set(all.filter((id) => !hasPlaceholder(id))),
    patterns: all
      .filter(hasPlaceholder)
      .map(patternOf)
      .sort((a, b) => literalLength(b.id) - literalLength(a.id)),
  };
}

export interface Formatter {
  format(id: string, values?: Record<string, unknown>): string;
  /** Whether the translation of `id` counts with `name` (a plural): its value is then passed as a number. Others stay
   *  text, so a code keeps its leading zero and no digit is regrouped. */
  counts(id: string, name: string): boolean;
}

/** The text in the catalog's language; one it does not know stays as composed (a person's own words, say). */
export function translateMessage(table: MessageTable, formatter: Formatter, text: string): string {
  if (table.exact.has(text)) return formatter.format(text);
  for (const { id, pattern, names } of table.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      // A value may be a text of its own (the first field error of a 422's summary, a field's name): translated too.
      values[name] = formatter.counts(id, name) ? Number(value) : /^\d+$/.test(value) ? value : translateMessage(table, formatter, value);
    });
    return formatter.format(id, values);
  }
  return text;
}
