// A new person registers, verifies by OTP, stays signed in across reloads, edits the profile and logs out;
// a wrong password shows the server's error; a protected action waits for the login and then runs.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { fillLogin, logInThroughUi, openLogin, typeOtp } from '../helpers/accounts-ui';
import { users } from '../../src/server/db/schema';

const app = useAppUnderTest();

describe('accounts in the browser', () => {
  it('registers, verifies with the resent OTP, keeps the session on reload, edits the profile and logs out', async () => {
    const { context, page } = await app.open();
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('First name').fill('Nour');
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Phone').fill('+216 98 765 432');
    await dialog.getByLabel('Password', { exact: true }).fill('Voyage#2026');
    await expect.poll(() => dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await dialog.getByLabel('Password confirmation').fill('Voyage#2026');
    await dialog.getByLabel('I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    const otp = page.getByRole('dialog', { name: 'Vérification en deux étapes' });
    await otp.waitFor();
    await expect.poll(() => otp.textContent()).toContain('+216 98 765 432');
    await expect.poll(() => otp.textContent()).toMatch(/Renvoyer le code dans \d+ s/);
    // The resend countdown (30 s) runs out on the page and on the app.server.
    app.server.clock.advance(31_000);
    await page.clock.fastForward(31_000);
    await otp.getByRole('button', { name: 'Renvoyer le code' }).click();
    const toast = page.locator('.Toastify__toast', { hasText: 'Code :' });
    await toast.waitFor();
    const code = /Code : (\d{6})/.exec((await toast.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await typeOtp(page, code!);
    await otp.waitFor({ state: 'hidden' });

    const userMenu = page.getByRole('button', { name: 'Menu de Nour' });
    await userMenu.waitFor();
    await page.reload();
    await userMenu.waitFor();

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Nour Haddad' }).waitFor();
    expect(await page.getByTestId('profile-phone').textContent()).toBe('+216 98 765 432');
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le profil' });
    await edit.getByLabel('First name').fill('Nourane');
    await edit.getByLabel('Email').fill('nourane@example.tn');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Profil mis à jour avec succès' }).waitFor();
    await page.getByRole('heading', { name: 'Nourane Haddad' }).waitFor();
    const [stored] = await app.server.database.db.select().from(users).where(eq(users.phone, '98765432'));
    expect(stored?.firstName).toBe('Nourane');
    expect(stored?.email).toBe('nourane@example.tn');

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill('Pas#Le-Bon1');
    await page.getByLabel('New password', { exact: true }).fill('Voyage#2027');
    await page.getByLabel('New password confirmation').fill('Voyage#2027');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    expect(await page.locator('#current-password-error').textContent()).toBe('The current password is incorrect.');
    await page.getByLabel('Current password').fill('Voyage#2026');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Password changed successfully.' }).waitFor();
    const relogin = await fetch(`${app.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ phone: '98765432', password: 'Voyage#2027' }),
    });
    expect(relogin.status).toBe(200);

    await page.getByRole('button', { name: 'Menu de Nourane' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to log out?').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Login/Register' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await context.close();
  });

  it("shows the server's error under the password field for a wrong password", async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await openLogin(page);
    const passenger = app.demo('passenger');
    await fillLogin(page, passenger.phone, 'Wrong#Password1');
    const error = page.locator('#login-password-error');
    await error.waitFor();
    const answer = await fetch(`${app.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ phone: passenger.phone, password: 'Wrong#Password1' }),
    });
    const body = (await answer.json()) as { errors: Record<string, string[]> };
    expect(answer.status).toBe(422);
    expect(await error.textContent()).toBe(body.errors.password?.[0]);
    await context.close();
  });

  it('asks a logged-out visitor to log in for a protected action, then runs it', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    await page.getByRole('button', { name: 'I have seats' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Please login to perform this action' }).waitFor();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    const passenger = app.demo('passenger');
    await fillLogin(page, passenger.phone, passenger.password);
    await page.getByRole('dialog').getByText('devenez chauffeur', { exact: false }).waitFor();
    await context.close();
  });

  it('sends a protected route to /404 when logged out and shows it once logged in', async () => {
    const { context, page } = await app.open();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
    const driver = app.demo('driver');
    await logInThroughUi(page, driver.phone, driver.password);
    await page.goto('/profile');
    await page.getByRole('heading', { name: driver.name }).waitFor();
    expect(await page.getByText('Chauffeur approuvé').count()).toBe(1);
    await context.close();
  });
});
