// What this browser allows for push right now: ask (the permission is still "default"), on, refused, not at all, or
// not before the app is added to the home screen (iOS and iPadOS give push only to an installed app).

export type PushPossibility = 'default' | 'granted' | 'denied' | 'home-screen-first' | 'unsupported';

/** The little of `window` the answer depends on; a test passes a plain object. */
export interface PushPage {
  Notification?: { permission: NotificationPermission };
  PushManager?: unknown;
  navigator?: { userAgent?: string; maxTouchPoints?: number; standalone?: boolean; serviceWorker?: unknown };
  matchMedia?: (query: string) => { matches: boolean };
}

/** Safari and every iOS browser (all WebKit there) on Apple devices; Chromium names AppleWebKit too, so it is left out. */
function isAppleWebKit(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(userAgent);
}

/** iPadOS Safari says "Macintosh": a touch screen tells it from a Mac. */
function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Opened from the home screen: Safari's own flag, or the manifest's display mode as every browser reports it. */
function isInstalled(page: PushPage): boolean {
  return page.navigator?.standalone === true || page.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushPossibility(page: PushPage = globalThis as PushPage): PushPossibility {
  try {
    const userAgent = page.navigator?.userAgent ?? '';
    const canPush = page.Notification !== undefined && page.PushManager !== undefined && page.navigator?.serviceWorker !== undefined;
    if (isAppleWebKit(userAgent) && !isInstalled(page) && (isAppleMobile(userAgent, page.navigator?.maxTouchPoints ?? 0) || !canPush)) {
      return 'home-screen-first';
    }
    if (!canPush) return 'unsupported';
    return page.Notification!.permission;
  } catch {
    // A browser that throws on any of these reads cannot be offered push either.
    return 'unsupported';
  }
}
