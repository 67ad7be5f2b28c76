// Pending personal or vehicle documents on the staff desk: type, owner, vehicle, expiry, the file, the decision.
import { useMessageText } from '../../i18n/use-message-text';
import { Table } from 'react-bootstrap';
import type { StaffDocument } from '../../../contract/staff';
import { formatDate } from '../../ui/format';
import { TableHead } from '../../ui/table-head';
import { DecisionButtons, type Decide } from './decision-buttons';
import { DocumentFileButton } from './document-file-button';
import type { RejectTarget } from './reject-reason-modal';
import { useStaffText } from './text';
import { ScrollingTable } from '../../ui/scrolling-table';
import { GenderCorrection } from './gender-correction';

/** The identity card's document type (the seeded id 1): where a stated gender is checked. */
const IDENTITY_CARD_TYPE = 1;

const DOCUMENT_STATUSES = new Set([0, 1, 2, 3]);

/** A document's name (its type as the server names it) and status, in the active language. */
export function useDocumentWords() {
  const _ = useStaffText();
  // Document types are named by the server in French, translated like its other words.
  const named = useMessageText();
  return {
    documentName: (document: { id: number; document_type?: { name: string } | null }) =>
      document.document_type?.name ? named(document.document_type.name) : _('document.name', { id: document.id }),
    documentStatus: (status: number) => (DOCUMENT_STATUSES.has(status) ? _(`document.status.${status}` as 'document.status.0') : _('document.status.unknown')),
  };
}

export function StaffDocumentsTable({
  documents,
  withVehicle,
  caption,
  decide,
  onReject,
  onCorrected,
}: {
  documents: StaffDocument[];
  withVehicle: boolean;
  caption: string;
  decide: Decide;
  onReject: (target: RejectTarget) => void;
  /** Personal documents: a stated gender corrected beside the identity card reloads the desk. */
  onCorrected?: () => void;
}) {
  const _ = useStaffText();
  const { documentName } = useDocumentWords();
  return (
    <ScrollingTable label={caption}>
      <Table hover size="sm" className="align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <TableHead
          columns={[
            '#',
            _('documents.type'),
            _('documents.owner'),
            ...(withVehicle ? [_('documents.vehicle')] : []),
            _('documents.expiry'),
            _('documents.file'),
            _('documents.decision'),
          ]}
        />
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} data-testid="staff-document">
              <td>{document.id}</td>
              <td>{documentName(document)}</td>
              <td>
                <div>{document.user.full_name}</div>
                <div className="small text-body-secondary">
                  <span dir="ltr">{document.user.phone}</span>
                </div>
                {document.document_type_id === IDENTITY_CARD_TYPE && onCorrected ? (
                  <GenderCorrection userId={document.user.id} stated={document.user.gender} onDone={onCorrected} />
                ) : null}
              </td>
              {withVehicle ? (
                <td>
                  {document.vehicle ? (
                    <>
                      {document.vehicle.make} {document.vehicle.model} (<span dir="ltr">{document.vehicle.plate_number}</span>)
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              ) : null}
              <td className="text-nowrap">{document.expiry_date ? formatDate(document.expiry_date) : '—'}</td>
              <td>
                <DocumentFileButton document={document} label={_('file.openDocument', { id: document.id })} />
              </td>
              <td>
                <DecisionButtons what="document" id={document.id} noun={_('noun.document', { id: document.id })} decide={decide} onReject={onReject} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollingTable>
  );
}
