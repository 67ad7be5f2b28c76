// What a push shows and where its click leads: pure rules, so they are tested without a browser.
import { conversationNotificationTag } from '../src/contract/notification-tags';

/** The server's push payload (`PushPayload` in src/server/push/push-sender.ts), read defensively: it crossed a network. */
export interface PushMessage {
  id?: number;
  title?: string;
  message?: string;
  image_url?: string | null;
  web_url?: string | null;
}

export const APP_ICON = '/icons/icon-192.png';
const DEFAULT_TITLE = 'Mechwar';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { web_url: string; id: number | null; ids?: number[]; count?: number }; renotify?: boolean };
}

/** A push body as the notification to show; text that is not JSON is shown as the message. */
export function notificationOf(body: string | null): ShownNotification {
  let message: PushMessage = {};
  try {
    const parsed: unknown = body ? JSON.parse(body) : {};
    if (parsed && typeof parsed === 'object') message = parsed as PushMessage;
  } catch {
    message = { message: body ?? '' };
  }
  const id = typeof message.id === 'number' ? message.id : null;
  return {
    title: typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE,
    options: {
      body: typeof message.message === 'string' ? message.message : '',
      icon: typeof message.image_url === 'string' && message.image_url ? message.image_url : APP_ICON,
      badge: APP_ICON,
      // The same notification pushed again (a retry, a second device's echo) replaces the first instead of stacking.
      ...(id !== null ? { tag: `notification-${id}` } : {}),
      data: { web_url: typeof message.web_url === 'string' && message.web_url ? message.web_url : '/', id },
    },
  };
}

/** The conversation a notification is about (its web_url opens `/messages?conversation={id}`), or null. */
export function conversationOf(webUrl: string): number | null {
  try {
    const url = new URL(webUrl, 'https://mechwar.invalid');
    if (url.pathname !== '/messages') return null;
    const id = Number(url.searchParams.get('conversation'));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** What a conversation's notification says of the messages it stands for: "3 nouveaux messages". */
export const newMessagesLine = (count: number) => `${count} nouveaux messages`;

/**
 * A busy conversation shows one notification, not one per message: tagged by conversation, it replaces the one
 * shown (`previous`, its data) and counts the new messages; the same message pushed again is not counted twice.
 */
export function inConversation(shown: ShownNotification, conversationId: number, previous: ShownNotification['options']['data'] | null): ShownNotification {
  const ids = [...(previous?.ids ?? (previous?.id != null ? [previous.id] : []))];
  const counted = previous ? (previous.count ?? Math.max(1, ids.length)) : 0;
  const id = shown.options.data.id;
  const repeat = id !== null && ids.includes(id);
  const count = repeat ? Math.max(1, counted) : counted + 1;
  if (id !== null && !repeat) ids.push(id);
  return {
    title: shown.title,
    options: {
      ...shown.options,
      body: count > 1 ? `${newMessagesLine(count)}\n${shown.options.body ?? ''}` : shown.options.body,
      tag: conversationNotificationTag(conversationId),
      // A new message rings again; a repeat of one already shown replaces it quietly.
      renotify: !repeat,
      data: { ...shown.options.data, ids: ids.slice(-50), count },
    },
  };
}

/** The absolute URL a click opens; a web_url that is not a URL at all falls back to the home page. */
export function clickTarget(webUrl: unknown, origin: string): string {
  try {
    return new URL(typeof webUrl === 'string' && webUrl ? webUrl : '/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

export interface OpenWindow {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * The open window of the app a click should bring forward: one already on the target, else the one the person was
 * looking at last (focused, then visible), else any. None when the target is on another site or no window is open:
 * a new window is opened then.
 */
export function windowToReuse<W extends OpenWindow>(windows: readonly W[], target: string, origin: string): W | undefined {
  if (new URL(target).origin !== origin) return undefined;
  const ours = windows.filter((open) => new URL(open.url).origin === origin);
  return ours.find((open) => open.url === target) ?? ours.find((open) => open.focused) ?? ours.find((open) => open.visibilityState === 'visible') ?? ours[0];
}
