// A document's status badge: En attente, Approuvé, Rejeté, Expiré or Inconnu (spec 000 §4), in the active language.
import { documentStatusBadge } from '../../../contract/documents';
import { useStatusText } from '../../ui/status-text';
import { useDocumentsText } from './text';

export function DocumentStatusBadge({ status, pending }: { status: number; pending?: boolean }) {
  const _ = useDocumentsText();
  const statusText = useStatusText();
  return (
    <span className={`badge text-bg-${documentStatusBadge(status)}`}>
      {statusText('document', status)}
      {pending ? <span className="ms-1 fw-normal">{_('badge.pending')}</span> : null}
    </span>
  );
}
