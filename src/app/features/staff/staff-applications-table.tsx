// Pending driver applications: who applied and when, their documents with their statuses, and the decision, which
// waits until every required document is approved (in the document lists below).
import { Badge, Table } from 'react-bootstrap';
import { documentStatusBadge } from '../../../contract/documents';
import type { StaffApplication } from '../../../contract/staff';
import { Avatar } from '../../ui/avatar';
import { formatDateTime } from '../../ui/format';
import { TableHead } from '../../ui/table-head';
import { DecisionButtons, type Decide } from './decision-buttons';
import { DocumentFileButton } from './document-file-button';
import type { RejectTarget } from './reject-reason-modal';
import { useDocumentWords } from './staff-documents-table';
import { useStaffText } from './text';
import { ScrollingTable } from '../../ui/scrolling-table';

export function StaffApplicationsTable({
  applications,
  decide,
  onReject,
}: {
  applications: StaffApplication[];
  decide: Decide;
  onReject: (target: RejectTarget) => void;
}) {
  const _ = useStaffText();
  const { documentName, documentStatus } = useDocumentWords();
  return (
    <ScrollingTable label={_('applications.caption')}>
      <Table hover size="sm" className="align-middle">
        <caption className="visually-hidden">{_('applications.caption')}</caption>
        <TableHead
          columns={['#', _('applications.applicant'), _('applications.date'), _('applications.documents'), _('applications.ready'), _('applications.decision')]}
        />
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} data-testid="staff-application">
              <td>{application.id}</td>
              <td>
                <div className="d-flex align-items-center gap-2">
                  <Avatar user={{ full_name: application.user.full_name, image_url: application.user.image_url ?? null }} size={32} />
                  <div>
                    <div>{application.user.full_name}</div>
                    <div className="small text-body-secondary">
                      <span dir="ltr">{application.user.phone}</span>
                    </div>
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
                        {documentStatus(document.status)}
                      </Badge>
                      <DocumentFileButton document={document} label={_('file.openApplicationDocument', { id: document.id, application: application.id })} />
                    </li>
                  ))}
                </ul>
              </td>
              <td>{application.ready ? <Badge bg="success">{_('applications.yes')}</Badge> : <Badge bg="secondary">{_('applications.no')}</Badge>}</td>
              <td>
                <DecisionButtons
                  what="application"
                  id={application.id}
                  noun={_('noun.application', { id: application.id })}
                  decide={decide}
                  onReject={onReject}
                  blockedReason={application.ready ? undefined : _('applications.notReady')}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollingTable>
  );
}
