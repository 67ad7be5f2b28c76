// Development and demo delivery: the text shows in the server log instead of on a phone (`SMS_PROVIDER` unset).
import type { SmsProvider } from './provider';

export interface SmsLogger {
  info(object: Record<string, unknown>, message: string): void;
}

/** Writes each text whole (code included) to the log: only ever the default, never beside a real provider. */
export function logSmsProvider(logger: SmsLogger): SmsProvider {
  return {
    name: 'log',
    dedupesById: true,
    async send(text) {
      logger.info({ phone: text.to, purpose: text.purpose, textId: text.id }, `SMS to ${text.to}: ${text.body}`);
      return { providerId: text.id };
    },
    receipts: () => [],
  };
}
