// The words of the code texts, in the source wording (French): server-text.ts turns them into the account's language.
import type { OtpPurpose } from '../db/schema';

export function otpText(purpose: OtpPurpose, code: string): string {
  return purpose === 'verify'
    ? `Mechwar : votre code de vérification est ${code}. Il expire dans 5 minutes.`
    : `Mechwar : votre code de réinitialisation du mot de passe est ${code}. Il expire dans 5 minutes.`;
}
