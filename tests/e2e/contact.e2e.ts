// The contact form in the browser: a wrong captcha shows its error and a new image, the right one sends the message;
// a signed-in sender's name is filled in and the message linked; offline the form says it needs the network.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { CAPTCHA_REFUSED, CONTACT_THANKS } from '../../src/contract/contact';
import { contactMessages } from '../../src/server/db/schema';
import { seriousViolations } from '../helpers/axe';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';

/** Each captcha's answer as its image is served (the server's test seam), oldest first. */
const answers: string[] = [];
const app = useAppUnderTest({ contact: { onCaptcha: (answer) => answers.push(answer) } });

/** Waits until the image after the `seen` first ones was served and shows on the page, and returns its answer. */
async function captchaAfter(page: Page, seen: number): Promise<string> {
  await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThan(seen);
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt^="Captcha"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  return answers.at(-1)!;
}

async function fillMessage(page: Page, subject: string) {
  await page.getByLabel('Topic').selectOption({ label: 'Réclamation' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Le chauffeur n’est pas venu au point de rendez-vous à Sfax.');
}

const storedWith = (subject: string) => app.server.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

describe('contact form', () => {
  it('refuses a wrong captcha under its field with a new image, then sends with the right one', async () => {
    const { context, page } = await app.open();
    const seen = answers.length;
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    const first = await captchaAfter(page, seen);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Amira Ben Salah');
    await page.getByLabel('Email').fill('amira@example.tn');
    await fillMessage(page, 'Chauffeur absent');
    const image = page.getByRole('img', { name: /Captcha/ });
    const firstSource = await image.getAttribute('src');
    await page.getByLabel('Captcha', { exact: true }).fill(first === 'xxxxx' ? 'yyyyy' : 'xxxxx');
    await page.getByRole('button', { name: 'Send inquiry' }).click();

    await expect.poll(() => page.locator('#contact-captcha-error').textContent()).toBe(CAPTCHA_REFUSED);
    await page.locator('.Toastify__toast', { hasText: CAPTCHA_REFUSED }).waitFor();
    const second = await captchaAfter(page, seen + 1);
    expect(await image.getAttribute('src')).not.toBe(firstSource);
    expect(await page.getByLabel('Captcha', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Captcha', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await storedWith('Chauffeur absent')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Captcha', { exact: true }).fill(second.toUpperCase());
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.locator('.Toastify__toast', { hasText: CONTACT_THANKS }).waitFor();
    const [row] = await storedWith('Chauffeur absent');
    expect(row).toMatchObject({ fullName: 'Amira Ben Salah', email: 'amira@example.tn', topic: 1, userId: null });
    // The form is cleared and shows a fresh captcha for a next message.
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    await captchaAfter(page, seen + 2);
    await context.close();
  });

  it('fills in a signed-in sender and links the message to the account', async () => {
    const passenger = app.demo('passenger');
    const { context, page } = await app.openSignedIn('passenger', '/contact');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(passenger.name);
    await captchaAfter(page, 0);
    const seen = answers.length;
    // A click on the image shows a new one, as the refresh button does.
    await page.getByRole('img', { name: /Captcha/ }).click();
    const answer = await captchaAfter(page, seen);
    await page.getByLabel('Email').fill('passager@example.tn');
    await fillMessage(page, 'Compte passager');
    await page.getByLabel('Captcha', { exact: true }).fill(answer);
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.locator('.Toastify__toast', { hasText: CONTACT_THANKS }).waitFor();
    const [row] = await storedWith('Compte passager');
    expect(row?.userId).not.toBeNull();
    expect(row?.fullName).toBe(passenger.name);
    await context.close();
  });

  it('says offline that sending needs the network and keeps the button disabled until it returns', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send inquiry' });
    await send.waitFor();
    await page.getByRole('button', { name: 'Nouvelle image' }).waitFor();

    await setOffline(context, true);
    await page.getByText('l’envoi d’un message demande une connexion').waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const seen = answers.length;
    await setOffline(context, false);
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await page.getByText('l’envoi d’un message demande une connexion').count()).toBe(0);
    // The image that could not load offline is replaced by a fresh one.
    await captchaAfter(page, seen);
    await context.close();
  });
});
