// "Mes Véhicules" (spec 001 §2): the driver's vehicles with photo, make, model, year, plate, Valide / En vérification,
// documents with status and rejection reason, edit and delete; Add only for approved drivers. Reads offline.
import { useEffect, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApprovedDriver } from '../../../contract/user-rules';
import { vehicleMessages, vehicleValidityText } from '../../../contract/vehicles';
import { db, type VehicleRow } from '../../../db/database';
import { deleteVehicle } from '../../../db/commands/vehicles';
import { lastSyncedAt } from '../../../db/queries';
import { myVehicles } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { confirmDialog } from '../../ui/dialogs';
import { runWithToasts } from '../../ui/command-outcome';
import { notify, PROFILE_TOAST } from '../../ui/toast';
import { TableHead } from '../../ui/table-head';
import { SyncedAt } from '../../ui/synced-at';
import { DocumentStatusBadge } from '../documents/document-status-badge';
import { VehicleFormModal } from './vehicle-form-modal';
import { VehiclePhoto } from './vehicle-photo';

export const NO_VEHICLES = 'Aucun véhicule enregistré';
export const DOCUMENTS_LOAD_FAILED = 'Erreur lors du chargement des documents';
export const VEHICLE_DELETE_FAILED = 'Erreur lors de la suppression du véhicule';

export function VehiclesTab() {
  const { session } = useSession();
  const me = session?.user.id;
  const vehicles = useLiveQuery(() => (me === undefined ? undefined : myVehicles(db, me)), [me]);
  const types = useLiveQuery(() => db.documentTypes.toArray(), []) ?? [];
  const syncedAt = useLiveQuery(() => (me === undefined ? null : lastSyncedAt(db, `vehicles:${me}`)), [me]);
  const [editing, setEditing] = useState<VehicleRow | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void sync.refreshVehicles().then((result) => {
      if (!result.ok && result.status !== 0 && result.status !== 401) notify.error(vehicleMessages.loadFailed, PROFILE_TOAST);
    });
    void sync.refreshDocumentTypes(1).then((result) => {
      if (!result.ok && result.status !== 0) notify.error(DOCUMENTS_LOAD_FAILED, PROFILE_TOAST);
    });
  }, []);

  async function remove(vehicle: VehicleRow) {
    if (!(await confirmDialog({ text: `Supprimer ${vehicle.make} ${vehicle.model} (${vehicle.plate_number}) ?`, danger: true }))) return;
    await runWithToasts(() => deleteVehicle(db, vehicle), { sent: vehicleMessages.deleted, failed: VEHICLE_DELETE_FAILED });
  }

  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? `Document #${id}`;

  return (
    <section className="py-3" aria-labelledby="vehicles-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="vehicles-title" className="h5 mb-0">
          Mes Véhicules
        </h2>
        {isApprovedDriver(session?.user) ? <Button onClick={() => setAdding(true)}>Ajouter un véhicule</Button> : null}
      </div>
      {vehicles && vehicles.length === 0 ? <p className="text-body-secondary">{NO_VEHICLES}</p> : null}
      {vehicles?.length ? (
        <Table responsive hover className="align-middle">
          <TableHead columns={['Photo', 'Marque', 'Modèle', 'Année', 'Immatriculation', 'Statut', 'Documents']} actions />
          <tbody>
            {vehicles.map((vehicle) => (
              <tr key={vehicle.id}>
                <td>
                  <VehiclePhoto vehicle={vehicle} />
                </td>
                <td>{vehicle.make}</td>
                <td>{vehicle.model}</td>
                <td>{vehicle.year}</td>
                <td>{vehicle.plate_number}</td>
                <td>
                  <span className={`badge text-bg-${vehicle.is_valid ? 'success' : 'warning'}`}>{vehicleValidityText(vehicle.is_valid)}</span>
                  {vehicle._pending?.length ? <div className="small text-warning-emphasis">En attente d’envoi</div> : null}
                </td>
                <td>
                  <ul className="list-unstyled small mb-0">
                    {(vehicle.documents ?? []).map((document) => (
                      <li key={document.id} className="mb-1">
                        {document.document_type?.name ?? typeName(document.document_type_id)}{' '}
                        <DocumentStatusBadge status={document.status} />
                        {document.rejection_reason ? <div className="text-danger">Motif : {document.rejection_reason}</div> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="text-nowrap">
                  {vehicle._fromApplication && vehicle.id < 0 ? (
                    // Sent with the application: it can be changed once the server has it.
                    <span className="small text-body-secondary">Avec votre demande</span>
                  ) : (
                    <>
                      <Button size="sm" variant="outline-primary" className="me-2" onClick={() => setEditing(vehicle)} aria-label={`Modifier ${vehicle.make} ${vehicle.model}`}>
                        Modifier
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => void remove(vehicle)} aria-label={`Supprimer ${vehicle.make} ${vehicle.model}`}>
                        Supprimer
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
