// Seeds the places trips run between (places.ts): a new database gets them all in the list's order, the 24 capitals
// first (ids 1 to 24); one that has some already gains the others after them and the words of those it had.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { places } from './places';
import { cities } from './schema';

/** Processes starting together seed one after the other, so the ids follow the list's order. */
const SEED_LOCK = 727_003;

const sameWords = (a: readonly string[] | null, b: readonly string[]) => (a ?? []).join('\n') === b.join('\n');

/** Safe at every start and from several processes at once; a start that changes nothing writes nothing. */
export async function seedPlaces(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const rows = await tx.select({ name: cities.name, nameAr: cities.nameAr, governorate: cities.governorate, aliases: cities.aliases }).from(cities);
    const stored = new Map(rows.map((row) => [row.name, row]));
    // Only the missing rows: a conflicting one would still take a number from the id sequence, and the places added
    // to a database that had the 24 would start at 49.
    const missing = places.filter((place) => !stored.has(place.name));
    if (missing.length) {
      await tx
        .insert(cities)
        .values(missing.map(({ arabicFrom: _, aliases, ...place }) => ({ ...place, aliases: [...aliases] })))
        .onConflictDoNothing({ target: cities.name });
    }
    for (const place of places) {
      const row = stored.get(place.name);
      if (!row || (row.nameAr === place.nameAr && row.governorate === place.governorate && sameWords(row.aliases, place.aliases))) continue;
      await tx
        .update(cities)
        .set({ nameAr: place.nameAr, governorate: place.governorate, aliases: [...place.aliases] })
        .where(eq(cities.name, place.name));
    }
  });
}
