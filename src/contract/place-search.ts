// Finding a place as one types its name, in Latin or Arabic script, whatever the accents, case or vowel marks: the
// city picker's search (it reads the device's mirror, so it works offline). Pure, so it is tested on its own.

/**
 * A name as a search compares it. Latin: accents, case, apostrophes and hyphens do not count ("Kélibia" is
 * "kelibia", "M’dhilla" is "mdhilla", "Hammam-Lif" is "hammam lif"). Arabic: the vowel marks (tashkeel) and the
 * tatweel do not count, أ إ آ ٱ are ا, ة is ه and ى is ي, as people type them on a phone either way.
 */
export function foldForSearch(text: string): string {
  return (
    text
      // é becomes e and a mark; أ إ آ become ا and a hamza or madda mark (ؤ ئ likewise): the marks go next.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A')
      .toLowerCase()
      .replace(/['’‘`ʼ]/g, '')
      .replace(/[-‐–—_.,/()]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface SearchablePlace {
  name: string;
  name_ar?: string | null;
  governorate?: string | null;
  aliases?: readonly string[] | null;
}

interface IndexedPlace<T> {
  place: T;
  /** Its names (French, Arabic), folded. */
  names: string[];
  aliases: string[];
  isCapital: boolean;
}

export type PlaceIndex<T> = ReadonlyArray<IndexedPlace<T>>;

/** Folds every name once, not at each key typed. The order given is the order of equally good matches. */
export function indexPlaces<T extends SearchablePlace>(places: readonly T[]): PlaceIndex<T> {
  return places.map((place) => ({
    place,
    names: [place.name, place.name_ar ?? ''].map(foldForSearch).filter(Boolean),
    aliases: (place.aliases ?? []).map(foldForSearch).filter(Boolean),
    isCapital: !!place.governorate && place.governorate === place.name,
  }));
}

const startsAWord = (text: string, query: string) => text.startsWith(query) || text.includes(` ${query}`);

/**
 * How well a place matches, lower is better, or null: its name starts with what was typed (0), one of its words or
 * another spelling starts with it (1), or one of them contains it (2).
 */
function matchRank<T>(entry: IndexedPlace<T>, query: string): number | null {
  if (entry.names.some((name) => name.startsWith(query))) return 0;
  if (entry.names.some((name) => startsAWord(name, query)) || entry.aliases.some((alias) => startsAWord(alias, query))) return 1;
  if ([...entry.names, ...entry.aliases].some((text) => text.includes(query))) return 2;
  return null;
}

/**
 * The places matching what was typed, best first: names starting with it, then containing it; among equals, a
 * governorate capital first ("sou" finds Sousse before Souk Lahad), then in the index's order. Nothing typed: all.
 */
export function findPlaces<T>(index: PlaceIndex<T>, typed: string): T[] {
  const query = foldForSearch(typed);
  if (!query) return index.map((entry) => entry.place);
  const ranked: Array<{ place: T; rank: number; order: number }> = [];
  index.forEach((entry, order) => {
    const rank = matchRank(entry, query);
    if (rank !== null) ranked.push({ place: entry.place, rank: rank * 2 + (entry.isCapital ? 0 : 1), order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((match) => match.place);
}
