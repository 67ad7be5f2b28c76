// Pending driver applications: who applied and when, their documents with their statuses, and the decision, which
// waits until every required document is approved (in the document lists below).
import { Badge, Table } from 'react-bootstrap';
import { documentStatusBadge, documentStatusText } from '../../../contract/documents';
import type { StaffApplication } from '../../../contract/staff';
import { Avatar } from '../../ui/avatar';
import { formatDateTime } from '../../ui/format';
import { TableHead } from '../../ui/table-head';
import { DecisionButtons, type Decide } from './decision-buttons';
import { DocumentFileButton } from './document-file-button';
import type { RejectTarget } from './reject-reason-modal';
import { documentName } from './staff-documents-table';

export const APPLICATION_NOT_READY = 'Approuvez d’abord ses documents requis.';

export function StaffApplicationsTable({ applications, decide, onReject }: {
  applications: StaffApplication[];
  decide: Decide;
  onReject: (target: RejectTarget) => void;
}) {
  return (
    <Table responsive hover size="sm" className="align-middle">
      <caption className="visually-hidden">Demandes de chauffeur en attente</caption>
      <TableHead columns={['#', 'Demandeur', 'Date', 'Documents', 'Prête', 'Décision']} />
      <tbody>
        {applications.map((application) => (
          <tr key={application.id} data-testid="staff-application">
            <td>{application.id}</td>
            <td>
              <div className="d-flex align-items-center gap-2">
                <Avatar user={{ full_name: application.user.full_name, image_url: application.user.image_url ?? null }} size={32} />
                <div>
                  <div>{application.user.full_name}</div>
                  <div className="small text-body-secondary">{application.user.phone}</div>
                </div>
              </div>
            </td>
            <td className="text-nowrap">{formatDateTime(application.created_at)}</td>
            <td>
              <ul className="list-unstyled mb-0 small">
                {application.documents.map((document) => (
                  <li key={document.id} className="d-flex align-items-center gap-2 mb-1">
                    <span>{documentName(document)}</span>
                    {/* Dark text on the yellow "En attente" badge: white on it fails contrast. */}
                    <Badge bg={documentStatusBadge(document.status)} text={documentStatusBadge(document.status) === 'warning' ? 'dark' : undefined}>
                      {documentStatusText(document.status)}
                    </Badge>
                    <DocumentFileButton document={document} label={`Ouvrir le document #${document.id} de la demande #${application.id}`} />
                  </li>
                ))}
              </ul>
            </td>
            <td>{application.ready ? <Badge bg="success">Oui</Badge> : <Badge bg="secondary">Non</Badge>}</td>
            <td>
              <DecisionButtons
                what="application"
                id={application.id}
                noun={`la demande #${application.id}`}
                decide={decide}
                onReject={onReject}
                blockedReason={application.ready ? undefined : APPLICATION_NOT_READY}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
