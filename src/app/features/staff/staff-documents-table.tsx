// Pending personal or vehicle documents on the staff desk: type, owner, vehicle, expiry, the file, the decision.
import { Table } from 'react-bootstrap';
import type { StaffDocument } from '../../../contract/staff';
import { formatDate } from '../../ui/format';
import { TableHead } from '../../ui/table-head';
import { DecisionButtons, type Decide } from './decision-buttons';
import { DocumentFileButton } from './document-file-button';
import type { RejectTarget } from './reject-reason-modal';

export const documentName = (document: StaffDocument) => document.document_type?.name ?? `Document #${document.id}`;

export function StaffDocumentsTable({ documents, withVehicle, caption, decide, onReject }: {
  documents: StaffDocument[];
  withVehicle: boolean;
  caption: string;
  decide: Decide;
  onReject: (target: RejectTarget) => void;
}) {
  return (
    <Table responsive hover size="sm" className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={['#', 'Type', 'Propriétaire', ...(withVehicle ? ['Véhicule'] : []), 'Expiration', 'Fichier', 'Décision']} />
      <tbody>
        {documents.map((document) => (
          <tr key={document.id} data-testid="staff-document">
            <td>{document.id}</td>
            <td>{documentName(document)}</td>
            <td>
              <div>{document.user.full_name}</div>
              <div className="small text-body-secondary">{document.user.phone}</div>
            </td>
            {withVehicle ? (
              <td>{document.vehicle ? `${document.vehicle.make} ${document.vehicle.model} (${document.vehicle.plate_number})` : '—'}</td>
            ) : null}
            <td className="text-nowrap">{document.expiry_date ? formatDate(document.expiry_date) : '—'}</td>
            <td>
              <DocumentFileButton document={document} label={`Ouvrir le document #${document.id}`} />
            </td>
            <td>
              <DecisionButtons what="document" id={document.id} noun={`le document #${document.id}`} decide={decide} onReject={onReject} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
