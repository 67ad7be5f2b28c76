// What a person does in the auth modals, as reusable steps of the browser tests.
import type { Page } from 'playwright-core';

export async function openLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
}

export async function fillLogin(page: Page, phone: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logInThroughUi(page: Page, phone: string, password: string): Promise<void> {
  await openLogin(page);
  await fillLogin(page, phone, password);
  await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'hidden' });
}

/** Types a code into the six OTP boxes one digit at a time, as on a phone keyboard. */
export async function typeOtp(page: Page, code: string, prefix = 'otp'): Promise<void> {
  await page.locator(`#${prefix}-0`).click();
  await page.keyboard.type(code, { delay: 30 });
}
