// Registers this browser for push once a user is signed in: after 5 s in production, 1 s on localhost (spec 000 §4),
// and only where notifications are already allowed: asking is left to the person's tap (enable-notifications.tsx).
// A subscription the service worker renewed while no page was open is saved first.
import { useEffect } from 'react';
import { sync } from '../../../sync/client';
import { db } from '../../../db/database';
import { forgetRenewedSubscription, renewedSubscription } from '../../../db/push-keys';
import { useSession } from '../../hooks/use-session';
import { appPushDeps } from './push-deps';

async function saveRenewedSubscription(): Promise<void> {
  const renewed = await renewedSubscription(db);
  if (renewed && (await sync.pushSubscribe(renewed)).ok) await forgetRenewedSubscription(db, renewed);
}

export const PUSH_DELAY_MS = { production: 5000, localhost: 1000 } as const;

const isLocalhost = () => ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

export function PushRegistration() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const timer = setTimeout(
      // Loaded when due: a visitor who never signs in never downloads it.
      () =>
        void saveRenewedSubscription()
          .catch(() => undefined)
          .then(() => import('./register-push'))
          .then(({ registerPush }) => registerPush(appPushDeps)),
      isLocalhost() ? PUSH_DELAY_MS.localhost : PUSH_DELAY_MS.production,
    );
    return () => clearTimeout(timer);
  }, [userId]);
  return null;
}
