// The become-driver wizard on a phone that lost the network right after signing in: the documents it asks for came
// down with the profile, no step goes on without its required files, and the application typed offline reaches the
// server, vehicle and files, when the network returns. A device that never got the list says so and goes no further.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline, waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { createVerifiedUser } from '../helpers/server';
import { chooseVehicleDocuments, fillVehicleFields, pdfFile, pngFile } from '../helpers/documents-ui';
import { seriousViolations } from '../helpers/axe';
import { driverVerifications, vehicles } from '../../src/server/db/schema';

const app = useAppUnderTest();

/** How many document types the device keeps (read from its database as the wizard does). */
const documentTypesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('mechwar');
        open.onsuccess = () => {
          const count = open.result.transaction('documentTypes').objectStore('documentTypes').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

async function signedInOnProfile(firstName: string) {
  const account = await createVerifiedUser(app.server, { first_name: firstName, last_name: 'Hamdi' });
  const { context, page } = await app.open();
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughUi(page, account.phone, account.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Devenir un chauffeur' }).waitFor();
  return { account, context, page };
}

describe('the become-driver wizard offline, never opened online before', () => {
  it('asks for every required file, and the application sent from the dead zone arrives with its vehicle', async () => {
    const { account, context, page } = await signedInOnProfile('Olfa');
    await expect.poll(() => documentTypesOnDevice(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await setOffline(context, true);

    await page.getByRole('button', { name: 'Devenir un chauffeur' }).click();
    const wizard = page.getByRole('dialog', { name: 'Devenir un chauffeur' });
    const plate = `${account.phone.slice(-4)} TU 77`;
    await fillVehicleFields(wizard, { make: 'Peugeot', model: '208', year: 2020, color: 'Grise', plate, insurance: 'GAT-77', inspection: '2027-10-31' });
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByText('Étape 2 sur 3 — Documents personnels').waitFor();
    await wizard.getByLabel(/^Carte d'identité/).waitFor();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => wizard.getByText('Ce document est obligatoire.').count()).toBe(2);
    await wizard.getByLabel(/^Carte d'identité/).setInputFiles(pdfFile('cin.pdf'));
    await wizard.getByLabel(/^Permis de conduire/).setInputFiles(pngFile('permis.png'));
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByText('Étape 3 sur 3 — Documents du véhicule').waitFor();
    await wizard.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => wizard.getByText('Ce document est obligatoire.').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Demande en cours' }).count()).toBe(0);
    await chooseVehicleDocuments(wizard, 'offline');
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByRole('button', { name: 'Demande en cours' }).waitFor();

    await setOffline(context, false);
    const application = async () => (await app.server.database.db.select().from(driverVerifications).where(eq(driverVerifications.userId, account.user.id)))[0];
    await expect.poll(application, { timeout: 20_000 }).toBeDefined();
    const [vehicle] = await app.server.database.db.select().from(vehicles).where(eq(vehicles.userId, account.user.id));
    expect(vehicle).toMatchObject({ make: 'Peugeot', model: '208', plateNumber: plate });
    await context.close();
  });

  it('on a device that never got the list of documents, says so and lets no step go on', async () => {
    const { context, page } = await signedInOnProfile('Sonia');
    await expect.poll(() => documentTypesOnDevice(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await setOffline(context, true);
    // As on a device whose app predates the list coming down with the profile.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('mechwar');
          open.onsuccess = () => {
            const cleared = open.result.transaction('documentTypes', 'readwrite').objectStore('documentTypes').clear();
            cleared.onsuccess = () => resolve();
          };
        }),
    );
    // Opened again from the device alone (the service worker serves the app offline).
    await page.reload();
    await page.getByRole('button', { name: 'Devenir un chauffeur' }).click();
    const wizard = page.getByRole('dialog', { name: 'Devenir un chauffeur' });
    await fillVehicleFields(wizard, {
      make: 'Kia',
      model: 'Picanto',
      year: 2021,
      color: 'Rouge',
      plate: '9999 TU 1',
      insurance: 'GAT-1',
      inspection: '2027-10-31',
    });
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByText('Étape 2 sur 3 — Documents personnels').waitFor();
    await wizard.getByRole('alert').getByText('La liste des documents demandés n’est pas encore sur cet appareil.', { exact: false }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
    await context.close();
  });
});
