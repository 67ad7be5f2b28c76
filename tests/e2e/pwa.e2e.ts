// The PWA: manifest and icons, installability as Chromium judges it, the service worker controlling the page,
// navigation fallback for app routes but never for /api, and the password reset flow back to login.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline, waitForServiceWorker } from '../helpers/browser';
import { openLogin, typeOtp } from '../helpers/accounts-ui';

const app = useAppUnderTest();

describe('installable app', () => {
  it('has a manifest Chromium accepts for installation', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await waitForServiceWorker(page);
    const manifest = await (await fetch(`${app.server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: 'Mechwar', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('paints the boot splash while the stylesheet is on its way, and draws the page styled once it arrives', async () => {
    const { context, page } = await app.open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('status').getByText('Chargement...').waitFor();
    // Only the page's language shows in it.
    expect(await page.getByRole('status').innerText()).toBe('Mechwar\nChargement...');
    // Painted already: the stylesheet no longer blocks the first paint.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // And the app waits for it rather than drawing unstyled.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('heading', { name: 'Why Choose Us' }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    expect(await page.locator('.hero').evaluate((hero) => getComputedStyle(hero).backgroundImage)).toContain('gradient');
    await context.close();
  });

  it('says it is loading in the visit’s language', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url, locale: 'ar-TN' });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('status').getByText('جارٍ التحميل...').waitFor();
    expect(await page.getByRole('status').innerText()).toBe('Mechwar\nجارٍ التحميل...');
    await context.close();
  });

  it('serves every app route offline from the shell, but never answers /api with it', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await waitForServiceWorker(page);
    await setOffline(context, true);
    await page.goto('/trips');
    await page.getByRole('heading', { name: 'Smarter Rides, Together' }).waitFor();
    await page.goto('/some/unknown/route');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await setOffline(context, false);
    const api = await page.goto('/api/cities');
    expect(api?.headers()['content-type']).toContain('application/json');
    await context.close();
  });

  it('resets a forgotten password through the reset OTP and returns to login', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await page.getByRole('dialog', { name: 'Forgot password' }).getByLabel('Phone').fill('+216 22 111 222');
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    const otp = page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' });
    await otp.waitFor();
    await expect.poll(() => otp.textContent()).toMatch(/Renvoyer le code dans (59|60) s/);
    await typeOtp(page, await app.server.sms.lastCode('22111222', 'reset'), 'reset-otp');
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password').fill('Nouveau#2026');
    await reset.getByLabel('Password confirmation').fill('Nouveau#2026');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    const login = await fetch(`${app.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ phone: '22111222', password: 'Nouveau#2026' }),
    });
    expect(login.status).toBe(200);
    await context.close();
  });
});
