// What a person does in the auth modals, as reusable steps of the browser tests.
import type { Page } from 'playwright-core';

/** The login modal's words in one language; French (the spec's labels) unless a test reads the page in another. */
export interface LoginWords {
  open: string;
  title: string;
  phone: string;
  password: string;
  submit: string;
}

export const FRENCH_LOGIN: LoginWords = { open: 'Login/Register', title: 'Login', phone: 'Phone', password: 'Password', submit: 'Login' };
export const ARABIC_LOGIN: LoginWords = {
  open: 'تسجيل الدخول / إنشاء حساب',
  title: 'تسجيل الدخول',
  phone: 'رقم الهاتف',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
};

export async function openLogin(page: Page, words = FRENCH_LOGIN): Promise<void> {
  await page.getByRole('button', { name: words.open }).click();
  await page.getByRole('dialog', { name: words.title }).waitFor();
}

export async function fillLogin(page: Page, phone: string, password: string, words = FRENCH_LOGIN): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel(words.phone).fill(phone);
  await dialog.getByLabel(words.password).fill(password);
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
}

export async function logInThroughUi(page: Page, phone: string, password: string, words = FRENCH_LOGIN): Promise<void> {
  await openLogin(page, words);
  await fillLogin(page, phone, password, words);
  await page.getByRole('dialog', { name: words.title }).waitFor({ state: 'hidden' });
}

/** Types a code into the six OTP boxes one digit at a time, as on a phone keyboard. */
export async function typeOtp(page: Page, code: string, prefix = 'otp'): Promise<void> {
  await page.locator(`#${prefix}-0`).click();
  await page.keyboard.type(code, { delay: 30 });
}
