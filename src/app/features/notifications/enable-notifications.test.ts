// What "Activer les notifications" shows, rendered as the page renders it, in French: the button while the browser has
// not been asked, how to install the app on an iPhone, how to allow them again once refused.
import { createElement } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's renderer to text, not the project's server.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The French catalog, compiled as the build does (the app's loader fetches it by chunk).
vi.mock('./text', async () => {
  const { setupI18n } = await import('@lingui/core');
  const { compileCatalog } = await import('../../../../scripts/lingui-catalogs');
  const french = (await import('../../../locales/fr/notifications.json')).default;
  const i18n = setupI18n({ locale: 'fr', messages: { fr: compileCatalog(french) } });
  return { useNotificationsText: () => (id: string, values?: Record<string, unknown>) => i18n._(id, values) };
});
// The sync worker is a browser Worker: the tap is not made here (asking-for-notifications.test.ts covers it).
vi.mock('./push-deps', () => ({ appPushDeps: {} }));

const { EnableNotifications } = await import('./enable-notifications');
const { rereadPushPossibility } = await import('./use-push-possibility');

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36';

/** The control as `userAgent` shows it, with push and `permission` when given, in a tab (not installed). */
function shown(userAgent: string, permission?: NotificationPermission, props: Parameters<typeof EnableNotifications>[0] = {}): string {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints: 0, serviceWorker: {} });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('Notification', permission ? { permission } : undefined);
  vi.stubGlobal('PushManager', permission ? class {} : undefined);
  rereadPushPossibility();
  return renderToStaticMarkup(createElement(EnableNotifications, props));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"Activer les notifications"', () => {
  it('on an iPhone outside the installed app: how to add it to the home screen, and no button', () => {
    const html = shown(IPHONE_SAFARI);
    expect(html).toContain('Sur iPhone et iPad, les notifications ne fonctionnent qu&#x27;une fois l&#x27;application ajoutée à l&#x27;écran d&#x27;accueil');
    expect(html).toContain('Partager, puis « Sur l&#x27;écran d&#x27;accueil »');
    expect(html).not.toContain('<button');
  });

  it('not asked yet: the button, named "Activer les notifications"', () => {
    const html = shown(LINUX_CHROME, 'default');
    expect(html).toMatch(/<button[^>]*>Activer les notifications<\/button>/);
    expect(html).not.toContain('écran d&#x27;accueil');
  });

  it('refused: how to allow them again, and no button', () => {
    const html = shown(LINUX_CHROME, 'denied');
    expect(html).toContain('role="status"');
    expect(html).toContain('autorisez-les dans les réglages du site');
    expect(html).not.toContain('<button');
  });

  it('on: said in the settings, nothing in the dropdown', () => {
    expect(shown(LINUX_CHROME, 'granted')).toContain('Les notifications sont activées sur cet appareil.');
    expect(shown(LINUX_CHROME, 'granted', { quietWhenOn: true })).toBe('');
  });

  it('a browser without push and not an iPhone: nothing', () => {
    expect(shown(LINUX_CHROME)).toBe('');
  });
});
