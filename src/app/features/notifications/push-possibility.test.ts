// Where "Activer les notifications" can be offered: iOS and iPadOS give push only to the app added to the home screen,
// so WebKit there, outside the installed app, is told how to install it first; elsewhere the permission decides.
import { describe, expect, it } from 'vitest';
import { pushPossibility, type PushPage } from './push-possibility';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1';
// iPadOS Safari asks for the desktop site by default, and names itself a Mac.
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36';

/** A page as `userAgent` shows it: with push (and `permission`) unless told otherwise, in a tab unless installed. */
function page(userAgent: string, { push = true, installed = false, touch = 0, permission = 'default' as NotificationPermission } = {}): PushPage {
  return {
    navigator: { userAgent, maxTouchPoints: touch, serviceWorker: {}, ...(installed ? { standalone: true } : {}) },
    matchMedia: (query) => ({ matches: installed && query === '(display-mode: standalone)' }),
    ...(push ? { Notification: { permission }, PushManager: class {} } : {}),
  };
}

describe('push possibility', () => {
  it('iPhone and iPad outside the installed app: the home screen first, whatever the browser', () => {
    expect(pushPossibility(page(IPHONE_SAFARI, { push: false }))).toBe('home-screen-first');
    expect(pushPossibility(page(IPHONE_CHROME, { push: false }))).toBe('home-screen-first');
    expect(pushPossibility(page(MAC_SAFARI, { push: false, touch: 5 }))).toBe('home-screen-first');
    // Even were the objects there, a tab on iOS gets no push.
    expect(pushPossibility(page(IPHONE_SAFARI))).toBe('home-screen-first');
  });

  it('the installed app asks as every browser does, from the permission', () => {
    expect(pushPossibility(page(IPHONE_SAFARI, { installed: true }))).toBe('default');
    expect(pushPossibility(page(IPHONE_SAFARI, { installed: true, permission: 'granted' }))).toBe('granted');
    const installedByDisplayMode = { ...page(IPHONE_SAFARI), matchMedia: () => ({ matches: true }) };
    expect(pushPossibility(installedByDisplayMode)).toBe('default');
    // An iOS too old for push, even installed: nothing to offer.
    expect(pushPossibility(page(IPHONE_SAFARI, { installed: true, push: false }))).toBe('unsupported');
  });

  it('Safari on a Mac and Chromium anywhere: the permission', () => {
    expect(pushPossibility(page(MAC_SAFARI))).toBe('default');
    expect(pushPossibility(page(MAC_CHROME, { permission: 'denied' }))).toBe('denied');
    expect(pushPossibility(page(LINUX_CHROME, { permission: 'granted' }))).toBe('granted');
  });

  it('a browser without push and not WebKit: nothing to offer', () => {
    expect(pushPossibility(page(LINUX_CHROME, { push: false }))).toBe('unsupported');
    expect(pushPossibility({})).toBe('unsupported');
  });

  it('never throws', () => {
    const throwing = {
      get navigator(): never {
        throw new Error('denied');
      },
    };
    expect(pushPossibility(throwing)).toBe('unsupported');
  });
});
