// The global replies of spec 000 §8: turns the sync layer's events into toasts, modals and the not-found page.
import { messageTextLoaded, outboxLabelLoaded } from '../../i18n/use-message-text';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { subscribeSyncEvents, type SyncEvent } from '../../../sync/client';
import { emit, subscribe } from '../../event-bus';
import { notify } from '../../ui/toast';
import { errorsText, preloadErrorsText } from './text';

/** A reply in this area's words: on every page, so they load when a first reply needs them, not with the page. */
function say(show: (words: typeof errorsText) => void): void {
  void preloadErrorsText()
    .catch(() => undefined)
    .then(() => show(errorsText));
}

let route: ((event: SyncEvent) => void) | null = null;
let subscribed = false;

/** One worker subscription for the page's lifetime; the mounted component decides what each event does. */
function listen() {
  if (subscribed) return;
  subscribed = true;
  subscribeSyncEvents((event) => route?.(event));
  navigator.serviceWorker?.addEventListener('message', (message: MessageEvent) => {
    const data = message.data as { source?: string; event?: SyncEvent } | null;
    if (data?.source === 'mechwar-sw' && data.event) route?.(data.event);
  });
}

export function GlobalErrors() {
  const navigate = useNavigate();
  useEffect(() => {
    listen();
    route = (event) => {
      switch (event.type) {
        case 'session-expired':
          emit('session-expired', {});
          break;
        case 'require-auth':
          notify.error(event.message);
          emit('require-auth', {
            message: event.message,
            intended: event.intendedAction ? { action: event.intendedAction, data: event.intendedData } : undefined,
          });
          break;
        case 'account-not-verified':
          emit('account-not-verified', { message: event.message });
          break;
        case 'forbidden':
          if (event.message) void messageTextLoaded('server', event.message).then((message) => notify.error(message));
          else say((_) => notify.error(_('forbidden')));
          break;
        case 'server-error':
          if (event.message) void messageTextLoaded('server', event.message).then((message) => notify.error(message));
          else say((_) => notify.error(_('serverError')));
          break;
        case 'too-many-requests':
          say((_) => notify.warning(_('tooManyRequests', { message: event.message, seconds: event.retryAfter })));
          break;
        case 'not-found':
          if (event.method === 'GET') navigate('/404');
          break;
        case 'outbox-failed':
          void outboxLabelLoaded(event.label).then((label) =>
            say((_) => notify.error(_('outboxFailed', { label, message: event.message }), { toastId: event.entryId })),
          );
          break;
        case 'outbox-stuck':
          void outboxLabelLoaded(event.label).then((label) => say((_) => notify.warning(_('outboxStuck', { label }), { toastId: event.entryId })));
          break;
        case 'outbox-sent':
        case 'network-error':
          // Sent changes show through live queries; being offline shows in the connectivity indicator.
          break;
      }
    };
    // An intended action that is a page of the app (e.g. "/trips/7") is where the user was going: go there.
    const offIntended = subscribe('intended-action', ({ action }) => {
      if (action.startsWith('/') && !action.startsWith('//')) navigate(action);
    });
    return () => {
      route = null;
      offIntended();
    };
  }, [navigate]);
  return null;
}
