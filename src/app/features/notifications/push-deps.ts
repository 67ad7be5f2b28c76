// What push registration needs from the app, the same for the registration after sign-in and the person's tap: the
// server's key and the saving go through the sync worker; the key is kept on the device for the service worker.
import { sync } from '../../../sync/client';
import { db } from '../../../db/database';
import { rememberPushServerKey } from '../../../db/push-keys';
import type { PushRegistrationDeps } from './register-push';

export const appPushDeps: PushRegistrationDeps = {
  publicKey: () => sync.pushPublicKey(),
  save: (subscription) => sync.pushSubscribe(subscription),
  remember: (key) => rememberPushServerKey(db, key),
};
