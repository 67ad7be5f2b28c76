// Choosing SMS gateways from the environment: the log sender by default, and a clear stop when a chosen gateway lacks a credential.
import { describe, expect, it } from 'vitest';
import { smsProvidersFromEnv, SMS_ENV_VARIABLES } from './providers-from-env';

const common = { publicUrl: 'https://mechwar.example', callbackSecret: 'secret' };
const orange = { ORANGE_CLIENT_ID: 'id', ORANGE_CLIENT_SECRET: 'secret', ORANGE_SMS_SENDER: '71000000' };
const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };

describe('smsProvidersFromEnv', () => {
  it('keeps the log sender when SMS_PROVIDER is unset or log', () => {
    expect(smsProvidersFromEnv({}, common)).toEqual({ primary: null, fallback: null });
    expect(smsProvidersFromEnv({ SMS_PROVIDER: 'log' }, common)).toEqual({ primary: null, fallback: null });
  });

  it('builds the chosen gateway and its fallback', () => {
    const { primary, fallback } = smsProvidersFromEnv({ SMS_PROVIDER: 'orange', SMS_FALLBACK: 'twilio', ...orange, ...twilio }, common);
    expect(primary?.name).toBe('orange');
    expect(fallback?.name).toBe('twilio');
  });

  it('names the missing variable of a chosen gateway', () => {
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'orange', ...orange, ORANGE_CLIENT_SECRET: '' }, common)).toThrow(/ORANGE_CLIENT_SECRET/);
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'orange', ...orange, ORANGE_SMS_SENDER: 'Mechwar' }, common)).toThrow(/ORANGE_SMS_SENDER/);
    expect(smsProvidersFromEnv({ SMS_PROVIDER: 'orange', ...orange, ORANGE_SMS_SENDER: '+21671000000' }, common).primary?.name).toBe('orange');
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'infobip', INFOBIP_API_KEY: 'k', INFOBIP_SENDER: 'Mechwar' }, common)).toThrow(/INFOBIP_BASE_URL/);
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'twilio', ...twilio, TWILIO_FROM: undefined }, common)).toThrow(
      /TWILIO_FROM \(or TWILIO_MESSAGING_SERVICE_SID\)/,
    );
    expect(smsProvidersFromEnv({ SMS_PROVIDER: 'twilio', ...twilio, TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: 'MG1' }, common).primary?.name).toBe(
      'twilio',
    );
  });

  it('refuses an unknown gateway name and a fallback equal to the primary', () => {
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'ooredoo' }, common)).toThrow(/SMS_PROVIDER must be/);
    expect(() => smsProvidersFromEnv({ SMS_PROVIDER: 'orange', SMS_FALLBACK: 'orange', ...orange }, common)).toThrow(/SMS_FALLBACK/);
  });

  it('lists every variable it reads', () => {
    const names = SMS_ENV_VARIABLES.map((variable) => variable.name);
    for (const name of ['SMS_PROVIDER', 'SMS_FALLBACK', 'ORANGE_SMS_BASE_URL', 'TWILIO_API_BASE_URL', 'INFOBIP_SENDER']) expect(names).toContain(name);
  });
});
