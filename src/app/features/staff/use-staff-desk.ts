// The staff desk's data: fetched from the worker while online (decisions need the files and a fresh queue, so it is
// not mirrored), reloaded after each decision; the server's messages become toasts.
import { uiText } from '../../ui/text';
import { useCallback, useEffect, useState } from 'react';
import { refusals } from '../../../contract/errors';
import type { StaffDecision, StaffDesk } from '../../../contract/staff';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { notify } from '../../ui/toast';

export type DeskState =
  | { kind: 'loading' }
  | { kind: 'ready'; desk: StaffDesk }
  | { kind: 'offline' }
  /** The server says there is no desk for this account (no longer staff): shown as not found. */
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

export type DecisionTarget = 'document' | 'application';

/** A refusal's field errors (a too short reason), for the form that sent it; null when it went through. */
export type DecisionErrors = Record<string, string[]> | null;

export function useStaffDesk(enabled: boolean) {
  const offline = useIsOffline();
  const [state, setState] = useState<DeskState>({ kind: 'loading' });

  const load = useCallback(async () => {
    const result = await sync.staffDesk();
    if (result.ok) return setState({ kind: 'ready', desk: result.desk });
    if (result.status === 404) return setState({ kind: 'not-found' });
    if (result.status === 0) return setState({ kind: 'offline' });
    const message = result.message || uiText('toast.genericError');
    notify.error(message);
    setState({ kind: 'failed', message });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (offline) return setState({ kind: 'offline' });
    // Back online (or first visit): the queue is fetched again, never shown from an old copy.
    setState({ kind: 'loading' });
    void load();
  }, [enabled, offline, load]);

  /** Sends one decision; a success toasts the server's message and reloads the queue. */
  const decide = useCallback(
    async (what: DecisionTarget, id: number, decision: StaffDecision): Promise<DecisionErrors> => {
      const result = await sync.staffDecide(what, id, decision);
      if (result.ok) {
        notify.success(result.message);
        void load();
        return null;
      }
      notify.error(result.message || uiText('toast.genericError'));
      // Already decided elsewhere, or gone: the queue on screen is stale.
      if (result.status === 404 || result.status === 409 || result.code === refusals.alreadyDecided.code) void load();
      return result.errors ?? {};
    },
    [load],
  );

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  return { state, decide, reload };
}
