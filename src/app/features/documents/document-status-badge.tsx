// A document's status badge: En attente, Approuvé, Rejeté, Expiré or Inconnu (spec 000 §4).
import { documentStatusBadge, documentStatusText } from '../../../contract/documents';

export function DocumentStatusBadge({ status, pending }: { status: number; pending?: boolean }) {
  return (
    <span className={`badge text-bg-${documentStatusBadge(status)}`}>
      {documentStatusText(status)}
      {pending ? <span className="ms-1 fw-normal">· en attente d’envoi</span> : null}
    </span>
  );
}
