// PUSHER_* to realtime options: embedded by default, embedded with given credentials, or an external server.
import { describe, expect, it } from 'vitest';
import { realtimeClientConfig } from './client-config';
import { realtimeOptionsFromEnv } from './env';
import { resolveRealtime } from './options';

describe('realtimeOptionsFromEnv', () => {
  it('leaves the embedded dev server when nothing is set', () => {
    expect(realtimeOptionsFromEnv({})).toBeUndefined();
    const settings = resolveRealtime(undefined);
    expect(settings).toMatchObject({ appId: 'mechwar', key: 'mechwar-key', external: null, activityTimeout: 120, pongTimeout: 30 });
    expect(settings.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveRealtime(undefined).secret).not.toBe(settings.secret);
  });

  it('uses a key and secret alone for the embedded server', () => {
    expect(realtimeOptionsFromEnv({ PUSHER_KEY: 'k', PUSHER_SECRET: 's' })).toEqual({ appId: 'mechwar', key: 'k', secret: 's' });
    expect(realtimeOptionsFromEnv({ PUSHER_APP_ID: '7', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' })).toEqual({ appId: '7', key: 'k', secret: 's' });
  });

  it('publishes to an external server given its host, with browsers sent to the public address', () => {
    const options = realtimeOptionsFromEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'k',
      PUSHER_SECRET: 's',
      PUSHER_HOST: 'soketi',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'http',
      PUSHER_PUBLIC_HOST: 'ws.mechwar.tn',
      PUSHER_PUBLIC_PORT: '443',
      PUSHER_PUBLIC_SCHEME: 'https',
    });
    expect(options?.external).toEqual({ host: 'soketi', port: 6001, scheme: 'http', public: { host: 'ws.mechwar.tn', port: 443, scheme: 'https' } });
    expect(realtimeClientConfig(resolveRealtime(options))).toEqual({ broadcaster: 'pusher', key: 'k', host: 'ws.mechwar.tn', port: 443, scheme: 'https' });
  });

  it('defaults to https on 443, and tells browsers the same address without a public one', () => {
    const options = realtimeOptionsFromEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_HOST: 'reverb.mechwar.tn' });
    expect(options?.external).toEqual({ host: 'reverb.mechwar.tn', port: 443, scheme: 'https' });
    expect(realtimeClientConfig(resolveRealtime(options))).toMatchObject({ host: 'reverb.mechwar.tn', port: 443, scheme: 'https' });
  });

  it("reaches Pusher Channels through a cluster's own hosts", () => {
    const options = realtimeOptionsFromEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_APP_CLUSTER: 'eu' });
    expect(options?.external).toMatchObject({ host: 'api-eu.pusher.com', port: 443, scheme: 'https', cluster: 'eu' });
    expect(realtimeClientConfig(resolveRealtime(options))).toEqual({
      broadcaster: 'pusher',
      key: 'k',
      host: 'ws-eu.pusher.com',
      port: 443,
      scheme: 'https',
      cluster: 'eu',
    });
  });

  it('refuses half a configuration', () => {
    expect(() => realtimeOptionsFromEnv({ PUSHER_KEY: 'k' })).toThrow(/PUSHER_SECRET/);
    expect(() => realtimeOptionsFromEnv({ PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_HOST: 'h' })).toThrow(/PUSHER_APP_ID/);
    expect(() => realtimeOptionsFromEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_HOST: 'h', PUSHER_SCHEME: 'ws' })).toThrow(
      /http or https/,
    );
    expect(() => realtimeOptionsFromEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_HOST: 'h', PUSHER_PORT: 'x' })).toThrow(/port/);
  });
});
