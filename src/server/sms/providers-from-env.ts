// Which SMS gateways the server sends through, read from the environment at start; a chosen gateway missing a credential stops the start.
import { infobipSmsProvider } from './infobip';
import { orangeSmsProvider } from './orange';
import type { SmsProvider, SmsProviderName } from './provider';
import { twilioSmsProvider } from './twilio';

/** Every variable read here and what it means (the README's table is checked against this one). */
export const SMS_ENV_VARIABLES = [
  { name: 'SMS_PROVIDER', meaning: 'The gateway texts go through: orange, twilio, infobip, or log (the default: texts only written to the log).' },
  {
    name: 'SMS_FALLBACK',
    meaning: 'A second gateway, tried when the first refuses a text or fails for good (after its last retry): same names as SMS_PROVIDER.',
  },
  { name: 'ORANGE_CLIENT_ID', meaning: 'Orange SMS API: the application’s client id.' },
  { name: 'ORANGE_CLIENT_SECRET', meaning: 'Orange SMS API: the application’s client secret.' },
  { name: 'ORANGE_SMS_SENDER', meaning: 'Orange SMS API: the sender’s number, 8 digits.' },
  { name: 'ORANGE_SMS_BASE_URL', meaning: 'Orange SMS API: where it is reached (default https://api.orange.com).' },
  { name: 'TWILIO_ACCOUNT_SID', meaning: 'Twilio: the account SID (AC…).' },
  { name: 'TWILIO_AUTH_TOKEN', meaning: 'Twilio: the auth token, which also checks the signature of status callbacks.' },
  { name: 'TWILIO_FROM', meaning: 'Twilio: the sending number or sender id (or set TWILIO_MESSAGING_SERVICE_SID).' },
  { name: 'TWILIO_MESSAGING_SERVICE_SID', meaning: 'Twilio: a Messaging Service (MG…) that picks the sender, instead of TWILIO_FROM.' },
  { name: 'TWILIO_API_BASE_URL', meaning: 'Twilio: tests only, where its REST API is reached instead of https://api.twilio.com.' },
  { name: 'INFOBIP_API_KEY', meaning: 'Infobip: the API key.' },
  { name: 'INFOBIP_BASE_URL', meaning: 'Infobip: the account’s base URL (https://xxxxx.api.infobip.com).' },
  { name: 'INFOBIP_SENDER', meaning: 'Infobip: the sender id or number.' },
] as const;

export type SmsEnvVariable = (typeof SMS_ENV_VARIABLES)[number]['name'];

export interface SmsProviders {
  /** null: the log sender, which writes texts to the log instead of sending them. */
  primary: SmsProvider | null;
  fallback: SmsProvider | null;
}

export function smsProvidersFromEnv(env: NodeJS.ProcessEnv, common: { publicUrl?: string; callbackSecret: string }): SmsProviders {
  const primary = chosen(env, 'SMS_PROVIDER');
  const fallback = chosen(env, 'SMS_FALLBACK');
  if (primary && primary === fallback) throw new Error(`SMS_FALLBACK is the same gateway as SMS_PROVIDER (${primary}): choose another, or leave it unset`);
  return { primary: primary && build(primary, env, common), fallback: fallback && build(fallback, env, common) };
}

function chosen(env: NodeJS.ProcessEnv, variable: 'SMS_PROVIDER' | 'SMS_FALLBACK'): SmsProviderName | null {
  const value = env[variable]?.trim().toLowerCase();
  if (!value || value === 'log') return null;
  if (value === 'orange' || value === 'twilio' || value === 'infobip') return value;
  throw new Error(`${variable} must be orange, twilio, infobip or log, not "${env[variable]}"`);
}

function build(name: SmsProviderName, env: NodeJS.ProcessEnv, common: { publicUrl?: string; callbackSecret: string }): SmsProvider {
  const required = (variable: SmsEnvVariable, alternative?: SmsEnvVariable): string => {
    const value = env[variable]?.trim();
    if (!value) throw new Error(`${variable}${alternative ? ` (or ${alternative})` : ''} is required when the SMS gateway is ${name}`);
    return value;
  };
  const optional = (variable: SmsEnvVariable): string | undefined => env[variable]?.trim() || undefined;

  switch (name) {
    case 'orange':
      if (!/^((\+|00)?216)?\d{8}$/.test(required('ORANGE_SMS_SENDER'))) throw new Error('ORANGE_SMS_SENDER must be the sender’s 8-digit number');
      return orangeSmsProvider({
        ...common,
        clientId: required('ORANGE_CLIENT_ID'),
        clientSecret: required('ORANGE_CLIENT_SECRET'),
        sender: required('ORANGE_SMS_SENDER'),
        baseUrl: optional('ORANGE_SMS_BASE_URL'),
      });
    case 'twilio': {
      const messagingServiceSid = optional('TWILIO_MESSAGING_SERVICE_SID');
      return twilioSmsProvider({
        ...common,
        accountSid: required('TWILIO_ACCOUNT_SID'),
        authToken: required('TWILIO_AUTH_TOKEN'),
        from: messagingServiceSid ? optional('TWILIO_FROM') : required('TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'),
        messagingServiceSid,
        apiBaseUrl: optional('TWILIO_API_BASE_URL'),
      });
    }
    case 'infobip':
      return infobipSmsProvider({
        ...common,
        apiKey: required('INFOBIP_API_KEY'),
        baseUrl: required('INFOBIP_BASE_URL'),
        sender: required('INFOBIP_SENDER'),
      });
  }
}
