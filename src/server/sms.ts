// Sending OTP codes and parcel texts by SMS through a pluggable sender; the default one only writes them to the log.
import type { OtpPurpose } from './db/schema';

/** Why a text is sent: an account code, or a parcel's recipient told of its delivery code and tracking page. */
export type SmsPurpose = OtpPurpose | 'parcel';

export interface SmsMessage {
  /** Canonical eight digits. */
  phone: string;
  purpose: SmsPurpose;
  /** The code the text carries (a parcel's delivery code), or empty when it carries none. */
  code: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLogger {
  info(object: Record<string, unknown>, message: string): void;
}

/** Development and demo delivery: the code shows in the server log instead of on a phone. */
export function loggingSmsSender(logger: SmsLogger): SmsSender {
  return {
    async send(message) {
      logger.info({ phone: `+216${message.phone}`, purpose: message.purpose, code: message.code }, `SMS to +216${message.phone}: ${message.text}`);
    },
  };
}

export function otpText(purpose: OtpPurpose, code: string): string {
  return purpose === 'verify'
    ? `Mechwar: your verification code is ${code}. It expires in 5 minutes.`
    : `Mechwar: your password reset code is ${code}. It expires in 5 minutes.`;
}
