// axe-core finds no serious or critical violation on the home page, the profile and the open auth modals.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { useAppUnderTest } from '../helpers/app-under-test';
import { fillLogin, logInThroughUi, openLogin, typeOtp } from '../helpers/accounts-ui';
import { registerUser } from '../helpers/server';

const app = useAppUnderTest();

describe('accessibility', () => {
  it('home page, light and dark', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('login, register, forgot password and OTP modals', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await openLogin(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Register' }).waitFor();
    await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Register' }).click();
    await page.locator('#register-first-name-error').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Register' }).waitFor({ state: 'hidden' });
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await page.getByRole('dialog', { name: 'Forgot password' }).getByLabel('Phone').fill('55 333 444');
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await typeOtp(page, await app.server.sms.lastCode('55333444', 'reset'), 'reset-otp');
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password').fill('court');
    await reset.getByLabel('Password confirmation').fill('autre');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.locator('.invalid-feedback').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('two-step verification modal of an account not verified yet', async () => {
    const account = await registerUser(app.server);
    const { context, page } = await app.open();
    await page.goto('/');
    await openLogin(page);
    await fillLogin(page, account.phone, account.password);
    await page.getByRole('dialog', { name: 'Vérification en deux étapes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('profile page, account and security tabs', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    const passenger = app.demo('passenger');
    await logInThroughUi(page, passenger.phone, passenger.password);
    await page.goto('/profile');
    await page.getByRole('heading', { name: passenger.name }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').waitFor();
    await page.getByRole('button', { name: 'Activer les notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Modifier le profil' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
