// The demo seed's staff member and the demo drivers' papers: approved PDFs on disk, so every demo car reads "Valide".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myVehiclesResponse } from '../../src/contract/vehicles';
import { staffDesk } from '../../src/contract/staff';
import { seed } from '../../src/server/db/seed';
import { call, logIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => server?.close());

describe('demo staff and papers', () => {
  it('has Salma Gharbi as staff, printed with the other demo accounts', async () => {
    expect(server.demoAccounts.filter((a) => a.role === 'staff')).toEqual([
      { role: 'staff', name: 'Salma Gharbi', phone: '20999000', password: 'Mechwar#2026' },
    ]);
    const salma = await logIn(server, '20999000', 'Mechwar#2026');
    expect(salma.user.is_staff).toBe(true);
    const desk = await call(server, 'GET', '/api/staff/desk', { token: salma.token });
    expect(desk.status).toBe(200);
    expect(staffDesk.parse(desk.body).driver_applications).toEqual([]);
  });

  it('gives every demo driver a valid car with approved papers a download can fetch', async () => {
    for (const account of server.demoAccounts.filter((a) => a.role === 'driver')) {
      const driver = await logIn(server, account.phone, account.password);
      const [vehicle] = myVehiclesResponse.parse((await call(server, 'GET', '/api/vehicles', { token: driver.token })).body);
      expect(vehicle).toMatchObject({ is_valid: true, comfort_level: 'comfort' });
      expect(vehicle!.documents.map((d) => [d.document_type_id, d.status_text])).toEqual([
        [3, 'Approuvé'],
        [4, 'Approuvé'],
        [5, 'Approuvé'],
      ]);
      expect(driver.user.documents.map((d) => [d.document_type_id, d.status])).toEqual([
        [1, 1],
        [2, 1],
      ]);
      const file = await fetch(`${server.url}/api/documents/${vehicle!.documents[0]!.id}/download`, { headers: { authorization: `Bearer ${driver.token}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const sami = (await call(server, 'GET', `/api/users/${(await logIn(server, '22111222', 'Mechwar#2026')).user.id}`)).body.user;
    expect(sami.vehicles).toEqual([expect.objectContaining({ make: 'Peugeot', model: '301', is_valid: true, comfort_level: 'comfort' })]);
    // Seeding again adds no paper twice.
    await seed(server.database.db, { demo: true, now: server.clock.now(), files: server.files });
    expect((await logIn(server, '22111222', 'Mechwar#2026')).user.documents).toHaveLength(2);
  });
});
