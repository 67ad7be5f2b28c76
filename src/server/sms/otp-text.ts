// The words of the code texts, in English: server-text.ts turns them into the account's language.
import type { OtpPurpose } from '../db/schema';

export function otpText(purpose: OtpPurpose, code: string): string {
  return purpose === 'verify'
    ? `Mechwar: your verification code is ${code}. It expires in 5 minutes.`
    : `Mechwar: your password reset code is ${code}. It expires in 5 minutes.`;
}
