// "Messages envoyés" data: fetched from the worker while online, never from an old copy; "Relancer" reloads it.
import { useCallback, useEffect, useState } from 'react';
import type { StaffTexts } from '../../../contract/staff-texts';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { notify } from '../../ui/toast';
import { uiText } from '../../ui/text';

export type SentTextsState = { kind: 'loading' } | { kind: 'ready'; texts: StaffTexts } | { kind: 'offline' } | { kind: 'failed'; message: string };

export function useSentTexts(reloads: number) {
  const offline = useIsOffline();
  const [state, setState] = useState<SentTextsState>({ kind: 'loading' });

  const load = useCallback(async () => {
    const result = await sync.staffTexts();
    if (result.ok) return setState({ kind: 'ready', texts: result.texts });
    if (result.status === 0) return setState({ kind: 'offline' });
    setState({ kind: 'failed', message: result.message || uiText('toast.genericError') });
  }, []);

  useEffect(() => {
    if (offline) return setState({ kind: 'offline' });
    void load();
  }, [offline, load, reloads]);

  const redrive = useCallback(
    async (id: string) => {
      const result = await sync.staffRedriveJob(id);
      if (result.ok) notify.success(result.message);
      else notify.error(result.message || uiText('toast.genericError'));
      void load();
    },
    [load],
  );

  return { state, redrive };
}
