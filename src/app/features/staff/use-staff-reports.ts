// "Signalements", "Alertes SOS" and "Journal de modération" data: read from the server while online, never from an old copy (an
// action must be taken on the reports as they are now); both are read again after each action.
import { useCallback, useEffect, useState } from 'react';
import type { AuditLog } from '../../../contract/moderation';
import type { StaffReports } from '../../../contract/reports';
import type { StaffSosAlert } from '../../../contract/emergency';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { uiText } from '../../ui/text';

export type StaffReportsState =
  | { kind: 'loading' }
  | { kind: 'ready'; reports: StaffReports; log: AuditLog; sos: StaffSosAlert[] }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export function useStaffReports(enabled: boolean, reloads: number) {
  const offline = useIsOffline();
  const [state, setState] = useState<StaffReportsState>({ kind: 'loading' });

  const load = useCallback(async () => {
    const [reports, log, sos] = await Promise.all([sync.staffReports(), sync.staffAuditLog(), sync.staffSosAlerts()]);
    if (reports.ok && log.ok && sos.ok) return setState({ kind: 'ready', reports: reports.reports, log: log.log, sos: sos.alerts.data });
    const failure = !reports.ok ? reports : !log.ok ? log : !sos.ok ? sos : null;
    if (failure?.status === 0) return setState({ kind: 'offline' });
    setState({ kind: 'failed', message: failure?.message || uiText('toast.genericError') });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (offline) return setState({ kind: 'offline' });
    void load();
  }, [enabled, offline, load, reloads]);

  return { state, reload: load };
}
