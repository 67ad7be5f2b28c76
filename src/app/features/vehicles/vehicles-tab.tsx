// "Mes Véhicules" (spec 001 §2): the driver's vehicles with photo, make, model, year, plate, Valide / En vérification,
// documents with status and rejection reason, edit and delete; Add only for approved drivers. Reads offline.
import { useEffect, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApprovedDriver } from '../../../contract/user-rules';
import { db, type VehicleRow } from '../../../db/database';
import { deleteVehicle } from '../../../db/commands/vehicles';
import { lastSyncedAt } from '../../../db/queries';
import { myVehicles } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { confirmDialog } from '../../ui/dialogs';
import { useCommand } from '../../hooks/use-command';
import { notify, PROFILE_TOAST } from '../../ui/toast';
import { TableHead } from '../../ui/table-head';
import { SyncedAt } from '../../ui/synced-at';
import { DocumentStatusBadge } from '../documents/document-status-badge';
import { VehicleFormModal } from './vehicle-form-modal';
import { VehiclePhoto } from './vehicle-photo';
import { useVehiclesText, vehiclesText } from './text';

export function VehiclesTab() {
  const command = useCommand();
  const _ = useVehiclesText();
  const { session } = useSession();
  const me = session?.user.id;
  const vehicles = useLiveQuery(() => (me === undefined ? undefined : myVehicles(db, me)), [me]);
  const types = useLiveQuery(() => db.documentTypes.toArray(), []) ?? [];
  const syncedAt = useLiveQuery(() => (me === undefined ? null : lastSyncedAt(db, `vehicles:${me}`)), [me]);
  const [editing, setEditing] = useState<VehicleRow | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void sync.refreshVehicles().then((result) => {
      if (!result.ok && result.status !== 0 && result.status !== 401) notify.error(vehiclesText('tab.loadFailed'), PROFILE_TOAST);
    });
    void sync.refreshDocumentTypes(1).then((result) => {
      if (!result.ok && result.status !== 0) notify.error(vehiclesText('tab.documentsFailed'), PROFILE_TOAST);
    });
  }, []);

  async function remove(vehicle: VehicleRow) {
    if (!(await confirmDialog({ text: _('tab.deleteQuestion', { make: vehicle.make, model: vehicle.model, plate: vehicle.plate_number }), danger: true })))
      return;
    await command.run(() => deleteVehicle(db, vehicle), { sent: _('tab.deleted'), refused: _('tab.deleteFailed') });
  }

  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? _('tab.documentNumber', { id });

  return (
    <section className="py-3" aria-labelledby="vehicles-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="vehicles-title" className="h5 mb-0">
          {_('tab.title')}
        </h2>
        {isApprovedDriver(session?.user) ? <Button onClick={() => setAdding(true)}>{_('tab.add')}</Button> : null}
      </div>
      {vehicles && vehicles.length === 0 ? <p className="text-body-secondary">{_('tab.empty')}</p> : null}
      {vehicles?.length ? (
        <Table responsive hover className="align-middle">
          <TableHead columns={[_('col.photo'), _('col.make'), _('col.model'), _('col.year'), _('col.plate'), _('col.status'), _('col.documents')]} actions />
          <tbody>
            {vehicles.map((vehicle) => (
              <tr key={vehicle.id}>
                <td>
                  <VehiclePhoto vehicle={vehicle} />
                </td>
                <td>{vehicle.make}</td>
                <td>{vehicle.model}</td>
                <td>{vehicle.year}</td>
                <td>
                  <span dir="ltr">{vehicle.plate_number}</span>
                </td>
                <td>
                  <span className={`badge text-bg-${vehicle.is_valid ? 'success' : 'warning'}`}>{vehicle.is_valid ? _('tab.valid') : _('tab.checking')}</span>
                  {vehicle._pending?.length ? <div className="small text-warning-emphasis">{_('tab.notSent')}</div> : null}
                </td>
                <td>
                  <ul className="list-unstyled small mb-0">
                    {(vehicle.documents ?? []).map((document) => (
                      <li key={document.id} className="mb-1">
                        {document.document_type?.name ?? typeName(document.document_type_id)} <DocumentStatusBadge status={document.status} />
                        {document.rejection_reason ? <div className="text-danger">{_('form.reason', { reason: document.rejection_reason })}</div> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="text-nowrap">
                  {vehicle._fromApplication && vehicle.id < 0 ? (
                    // Sent with the application: it can be changed once the server has it.
                    <span className="small text-body-secondary">{_('tab.withApplication')}</span>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-2"
                        onClick={() => setEditing(vehicle)}
                        aria-label={_('tab.editLabel', { name: `${vehicle.make} ${vehicle.model}` })}
                      >
                        {_('tab.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => void remove(vehicle)}
                        aria-label={_('tab.deleteLabel', { name: `${vehicle.make} ${vehicle.model}` })}
                      >
                        {_('tab.delete')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <SyncedAt at={syncedAt ?? null} />
      <VehicleFormModal
        show={adding || editing !== null}
        onHide={() => {
          setAdding(false);
          setEditing(null);
        }}
        vehicle={editing ?? undefined}
      />
    </section>
  );
}
