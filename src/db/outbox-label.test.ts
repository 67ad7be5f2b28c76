// An unsent change's name is a message id with values: worded in any language without reading prose back, a person's
// own words are never taken for a catalog's, and names stored as prose by an earlier version are read once.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { messageTable } from '../contract/message-patterns';
import frenchOutboxLabels from '../locales/fr/outbox-labels.json';
import arabicOutboxLabels from '../locales/ar/outbox-labels.json';
import { openDatabase, type MechwarDatabase } from './database';
import { frenchLabel, labelFromProse, outboxLabel, wordLabel } from './outbox-label';
import { routeLabel } from './commands/session-guard';

let db: MechwarDatabase | undefined;
afterEach(async () => db?.delete());

const TABLE = messageTable(Object.keys(frenchOutboxLabels));
/** The Arabic catalog as a formatter: the id's translation with its placeholders filled in. */
const arabic = (id: string, values?: Record<string, string | number>) =>
  ((arabicOutboxLabels as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));

const parcelSent = outboxLabel('Envoi d’un {parcel} ({route})', {
  parcel: outboxLabel('colis {size} « {description} »', { size: outboxLabel('Moyen'), description: 'Tunis' }),
  route: routeLabel({ departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' } }),
});

describe('the name of an unsent change', () => {
  it('reads in French as it was written', () => {
    expect(frenchLabel(parcelSent)).toBe('Envoi d’un colis Moyen « Tunis » (Tunis → Sousse)');
  });

  it('is worded in Arabic part by part, and the sender’s own words stay theirs', () => {
    const worded = wordLabel(parcelSent, arabic);
    // The route's Tunis and the size are the catalog's; the description "Tunis" is the sender's and stays as typed.
    expect(worded).toContain('تونس');
    expect(worded).toContain('متوسط');
    expect(worded).toContain('«Tunis»');
    expect(worded).not.toContain('Envoi');
  });

  it('is read back from the prose of an earlier version into the same id and values', () => {
    expect(labelFromProse(TABLE, 'Réservation Tunis → Sousse')).toEqual(
      outboxLabel('Réservation {route}', { route: outboxLabel('{from} → {to}', { from: outboxLabel('Tunis'), to: outboxLabel('Sousse') }) }),
    );
    expect(labelFromProse(TABLE, 'Message « à demain »')).toEqual(outboxLabel('Message « {text} »', { text: 'à demain' }));
    expect(labelFromProse(TABLE, 'Modification du profil')).toEqual(outboxLabel('Modification du profil'));
  });

  it('stored as prose in a database of the previous version, is an id with values once the app opens it', async () => {
    const name = `labels-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(8).stores({ outbox: 'id, &seq, state, [state+seq], userId, *rows' });
    await before.open();
    await before.table('outbox').put({ id: 'a', seq: 1, state: 'pending', userId: 7, rows: [], label: 'Suppression du trajet Sfax → Gabès' });
    before.close();
    db = openDatabase(name);
    const entry = await db.outbox.get('a');
    expect(entry?.label).toEqual(
      outboxLabel('Suppression du trajet {route}', { route: outboxLabel('{from} → {to}', { from: outboxLabel('Sfax'), to: outboxLabel('Gabès') }) }),
    );
    expect(frenchLabel(entry!.label)).toBe('Suppression du trajet Sfax → Gabès');
  });
});
