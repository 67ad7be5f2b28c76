// The global replies of spec 000 §8: turns the sync layer's events into toasts, modals and the not-found page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { subscribeSyncEvents, type SyncEvent } from '../../../sync/client';
import { emit, subscribe } from '../../event-bus';
import { notify } from '../../ui/toast';
import { STUCK_EXPLANATION } from '../outbox/unsent-texts';

export const FORBIDDEN_DEFAULT = 'Forbidden access';
export const SERVER_ERROR_DEFAULT = 'Server error';

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
          notify.error(event.message || FORBIDDEN_DEFAULT);
          break;
        case 'server-error':
          notify.error(event.message || SERVER_ERROR_DEFAULT);
          break;
        case 'too-many-requests':
          notify.warning(`${event.message} (${event.retryAfter} s)`);
          break;
        case 'not-found':
          if (event.method === 'GET') navigate('/404');
          break;
        case 'outbox-failed':
          notify.error(`${event.label} : ${event.message}`, { toastId: event.entryId });
          break;
        case 'outbox-stuck':
          notify.warning(`${event.label} : ${STUCK_EXPLANATION}`, { toastId: event.entryId });
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
