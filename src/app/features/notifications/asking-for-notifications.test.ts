// Notifications are asked for only from the person's tap: the registration after sign-in never opens the browser's
// prompt, and the tap on "Activer les notifications" opens it at once, before anything is awaited.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForNotifications } from './ask-for-notifications';
import { registerPush, type PushRegistrationDeps } from './register-push';

const KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

/** A browser with notifications, a service worker and a push service that hands out one subscription. */
function browserWithPush(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  const subscribe = vi.fn(async () => ({ endpoint: 'https://push.example.test/1', getKey: () => new Uint8Array([1, 2, 3]).buffer }));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) } });
  return { requestPermission, subscribe };
}

function deps(): PushRegistrationDeps & { saved: unknown[] } {
  const saved: unknown[] = [];
  return {
    saved,
    publicKey: async () => KEY,
    save: async (subscription) => (saved.push(subscription), { ok: true, message: 'ok' }),
    log: { error: () => undefined, warn: () => undefined },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the registration after sign-in', () => {
  it('never asks when the browser has not been asked yet, and subscribes nothing', async () => {
    const { requestPermission, subscribe } = browserWithPush('default');
    const registration = deps();
    expect(await registerPush(registration)).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(registration.saved).toEqual([]);
  });

  it('subscribes and saves where notifications are already allowed', async () => {
    const { requestPermission, subscribe } = browserWithPush('granted');
    const registration = deps();
    expect(await registerPush(registration)).toBe(true);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledOnce();
    expect(registration.saved).toEqual([{ endpoint: 'https://push.example.test/1', public_key: 'AQID', auth_token: 'AQID' }]);
  });
});

describe('the tap on "Activer les notifications"', () => {
  it('opens the browser’s prompt before anything is awaited, then registers', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    const register = vi.fn(async () => true);
    const answer = askForNotifications(register, { requestPermission });
    // Still inside the tap: nothing has been awaited yet.
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(register).not.toHaveBeenCalled();
    expect(await answer).toBe('on');
    expect(register).toHaveBeenCalledOnce();
  });

  it('hears a browser that answers through the old callback', async () => {
    const requestPermission = vi.fn(
      (callback?: NotificationPermissionCallback) => void callback?.('granted'),
    ) as unknown as typeof Notification.requestPermission;
    expect(await askForNotifications(async () => true, { requestPermission })).toBe('on');
  });

  it('refused or closed: registers nothing', async () => {
    const register = vi.fn(async () => true);
    expect(await askForNotifications(register, { requestPermission: async () => 'denied' })).toBe('denied');
    expect(await askForNotifications(register, { requestPermission: async () => 'default' })).toBe('dismissed');
    expect(register).not.toHaveBeenCalled();
  });

  it('allowed but not saved: says so, so the button stays', async () => {
    expect(await askForNotifications(async () => false, { requestPermission: async () => 'granted' })).toBe('not-saved');
  });

  it('never throws, even where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(await askForNotifications(async () => true)).toBe('dismissed');
    const throwing = { requestPermission: () => Promise.reject(new TypeError('not allowed')) };
    expect(await askForNotifications(async () => true, throwing)).toBe('dismissed');
  });
});
