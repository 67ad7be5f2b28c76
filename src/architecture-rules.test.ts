// The architecture's boundaries hold in the linter, not in good intentions: what ESLint refuses in the UI and in db.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

const refused = (messages: string[], words: string) => messages.some((message) => message.includes(words));

describe('the UI (src/app)', () => {
  it.each([
    "import { db } from '../db/database';\nexport const f = () => db.trips.put({ id: 1 } as never);",
    "import { db } from '../db/database';\nexport const f = () => db.outbox.delete('x');",
    "import { db } from '../db/database';\nexport const f = () => db.bookings.where('trip_id').equals(1).modify({ status: 2 });",
    "import { db } from '../db/database';\nexport const f = () => db.bookings.where('trip_id').equals(1).delete();",
    "import { db } from '../db/database';\nexport const f = () => db.transaction('rw', db.trips, async () => undefined);",
  ])('refuses Dexie writes: %s', async (code) => {
    expect(refused(await problems('src/app/features/example.ts', code), 'writes only through commands')).toBe(true);
  });

  it('lets the UI read and run commands', async () => {
    const code =
      "import { db } from '../db/database';\nimport { cancelBooking } from '../db/commands/bookings';\n" +
      "export const read = () => db.trips.where('driver_id').equals(1).toArray();\nexport const act = () => cancelBooking;";
    expect(await problems('src/app/features/example.ts', code)).toEqual([]);
  });

  it.each(['ky', 'pusher-js/worker', 'laravel-echo', '@fastify/static'])('refuses a dynamic import of %s', async (name) => {
    const messages = await problems('src/app/features/example.ts', `export const load = () => import('${name}');`);
    expect(refused(messages, 'no dynamic import')).toBe(true);
  });

  it('still lets the UI load its own chunks and SweetAlert2 lazily', async () => {
    expect(await problems('src/app/features/example.ts', "export const load = () => import('sweetalert2');")).toEqual([]);
  });
});

describe('the data layer (src/db)', () => {
  it.each([
    "export const f = () => fetch('/api/trips');",
    "export const f = () => self.fetch('/api/trips');",
    "export const f = () => new WebSocket('ws://x');",
  ])('refuses the network: %s', async (code) => {
    expect(refused(await problems('src/db/example.ts', code), 'src/db never talks to the network')).toBe(true);
  });
});
