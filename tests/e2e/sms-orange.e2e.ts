// Going live with Orange: the real server started as the README says (SMS_PROVIDER=orange, production), a person signs
// up on a phone-sized Chromium with the code that reached Orange's stand-in; no code reaches the log. Killed while a
// text waits for the gateway, the server sends it after its restart, once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { typeOtp } from '../helpers/accounts-ui';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startOrangeStandIn, type OrangeStandIn } from '../helpers/sms-stand-ins/orange-stand-in';

let gateway: OrangeStandIn;
let browser: Browser;
let dataDir: string;
let server: ServerProcess | null = null;

const orangeEnv = (gatewayUrl: string) => ({
  DATA_DIR: dataDir,
  STATIC_DIR: 'dist',
  NODE_ENV: 'production',
  SMS_PROVIDER: 'orange',
  ORANGE_CLIENT_ID: 'orange-client',
  ORANGE_CLIENT_SECRET: 'orange-secret',
  ORANGE_SMS_SENDER: '71000000',
  ORANGE_SMS_BASE_URL: gatewayUrl,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-orange-'));
  gateway = await startOrangeStandIn();
  server = await startServerProcess(orangeEnv(gateway.url));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  server?.child.kill('SIGKILL');
  await server?.exited;
  await gateway?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const textsTo = (phone: string) => gateway.texts.filter((text) => text.to === `+216${phone}`);

describe('texts through Orange', () => {
  it('signs a person up on a phone with the code that reached Orange, and writes no code to the log', async () => {
    const context = await browser.newContext({
      baseURL: server!.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
      serviceWorkers: 'allow',
    });
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(error.error().message));
    const page = await context.newPage();
    await page.goto('/');
    // The phone's navbar is folded behind its "Menu" button.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('First name').fill('Nour');
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Phone').fill('+216 97 111 222');
    await dialog.getByLabel('Password', { exact: true }).fill('Voyage#2026');
    await dialog.getByLabel('Password confirmation').fill('Voyage#2026');
    await dialog.getByLabel('I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    const otp = page.getByRole('dialog', { name: 'Vérification en deux étapes' });
    await otp.waitFor();
    await expect.poll(() => textsTo('97111222').length, { timeout: 15_000 }).toBe(1);
    const [text] = textsTo('97111222');
    // In the account's language (the app's, French), one GSM-7 segment.
    expect(text!.body).toMatch(/^Mechwar : votre code de vérification est \d{6}\. Il expire dans 5 minutes\.$/);
    const code = /(\d{6})/.exec(text!.body)![1]!;
    await typeOtp(page, code);
    await otp.waitFor({ state: 'hidden' });
    // Signed in: the folded navbar now holds the person's own menu.
    const fold = page.getByRole('button', { name: 'Menu', exact: true });
    if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
    await page.getByRole('button', { name: 'Menu de Nour' }).waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'mechwar-orange-signed-up.png') });

    // Production with a real gateway: the code shows nowhere but on the phone.
    const log = server!.output.join('');
    expect(log).not.toContain(code);
    expect(log).toContain('+216 97 ••• 222');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a text waiting for the gateway after the server was killed and restarted, once', async () => {
    // The gateway is down: the text waits in the queue for its next try.
    await gateway.close();
    const registered = await fetch(`${server!.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        first_name: 'Sami',
        last_name: 'Trabelsi',
        phone: '97333444',
        password: 'Voyage#2026',
        password_confirmation: 'Voyage#2026',
        terms: true,
      }),
    });
    expect(registered.status).toBe(201);
    await expect.poll(() => server!.output.join('').includes('text not sent'), { timeout: 15_000 }).toBe(true);
    server!.child.kill('SIGKILL');
    await server!.exited;

    gateway = await startOrangeStandIn();
    server = await startServerProcess(orangeEnv(gateway.url));
    await expect.poll(() => textsTo('97333444').length, { timeout: 60_000, interval: 250 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(textsTo('97333444')).toHaveLength(1);
  }, 90_000);
});
