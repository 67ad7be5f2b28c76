// After one online visit the app opens offline (service worker + Dexie), and a profile edit made offline reaches
// the server exactly once when the network returns.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { idempotencyKeys, users } from '../../src/server/db/schema';

const app = useAppUnderTest();

/** A 1×1 PNG: the smallest real image the server accepts as an avatar. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('offline', () => {
  it('reopens / and /profile offline after one online visit', async () => {
    const driver = app.demo('driver');
    const { context, page } = await app.openSignedIn('driver');

    await setOffline(context, true);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    await page.getByText('Hors ligne').first().waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { name: driver.name }).waitFor();
    expect(await page.getByTestId('profile-phone').textContent()).toBe('+216 22 111 222');
    await page.reload();
    await page.getByRole('heading', { name: driver.name }).waitFor();
    // Dialogs load their code on first use: offline it comes from the service worker's cache.
    await page.locator('#user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).getByRole('button', { name: 'Non' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('queues a profile edit offline and sends it exactly once when the network returns', async () => {
    const passenger = app.demo('passenger');
    const { context, page } = await app.openSignedIn('passenger');
    const [before] = await app.server.database.db.select({ count: sql<number>`count(*)::int` }).from(idempotencyKeys);

    await setOffline(context, true);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le profil' });
    await edit.getByLabel('Last name').fill('Trabelsi-Hors-Ligne');
    await edit.getByLabel('Photo de profil').setInputFiles({ name: 'amira.png', mimeType: 'image/png', buffer: PNG });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Envoyé dès le retour du réseau' }).waitFor();
    await page.getByRole('heading', { name: 'Amira Trabelsi-Hors-Ligne' }).waitFor();
    await page.getByTestId('unsent-count').getByText('1 modification non envoyée').waitFor();
    // Logging out now would keep the change for this account, and says so.
    await page.locator('#user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await logout.getByText('1 modification non envoyée restera sur cet appareil : elle sera envoyée à votre prochaine connexion.').waitFor();
    await logout.getByRole('button', { name: 'Non' }).click();
    await logout.waitFor({ state: 'hidden' });

    // Still queued after an offline reload.
    await page.reload();
    await page.getByTestId('unsent-count').waitFor();
    await page.getByRole('heading', { name: 'Amira Trabelsi-Hors-Ligne' }).waitFor();

    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const [stored] = await app.server.database.db.select().from(users).where(eq(users.phone, passenger.phone));
    expect(stored?.lastName).toBe('Trabelsi-Hors-Ligne');
    expect(stored?.image).toMatch(/\.png$/);
    const [after] = await app.server.database.db.select({ count: sql<number>`count(*)::int` }).from(idempotencyKeys);
    expect((after?.count ?? 0) - (before?.count ?? 0)).toBe(1);
    await page.reload();
    await page.getByRole('heading', { name: 'Amira Trabelsi-Hors-Ligne' }).waitFor();
    expect(await page.getByRole('img', { name: 'Amira Trabelsi-Hors-Ligne' }).first().getAttribute('src')).toContain('/storage/avatars/');

    // Deleting the photo offline is queued the same way.
    await setOffline(context, true);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Supprimer la photo').check();
    await page.getByRole('dialog', { name: 'Modifier le profil' }).getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByTestId('unsent-count').waitFor();
    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const [withoutPhoto] = await app.server.database.db.select().from(users).where(eq(users.phone, passenger.phone));
    expect(withoutPhoto?.image).toBeNull();
    await context.close();
  });
});
