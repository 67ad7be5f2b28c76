// Changes made on this device that the server has not accepted yet (the outbox), live.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { unsentCount } from '../../db/queries';

export function useUnsentCount(): number {
  return useLiveQuery(() => unsentCount(db), [], 0);
}
