// Add or edit a vehicle (spec 001 §5): fields, photo, and its documents (every required type on add). Offline, the
// vehicle shows at once "En vérification" and its files are uploaded once when the network returns.
import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { DOCUMENT_KIND, DOCUMENT_STATUS, documentMessages } from '../../../contract/documents';
import { vehicleMessages } from '../../../contract/vehicles';
import { db, type VehicleRow } from '../../../db/database';
import { saveVehicle } from '../../../db/commands/vehicles';
import { documentTypesOf } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { FieldError } from '../../ui/field-error';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { submitForm } from '../../ui/form-outcome';
import { VALIDATION_ERROR } from '../../ui/server-errors';
import { DocumentSlot } from '../documents/document-slot';
import { DocumentStatusBadge } from '../documents/document-status-badge';
import { useDocumentSlots } from '../documents/use-document-slots';
import { VehicleFields, VEHICLE_FORM_FIELDS, vehicleDefaults, vehicleFormSchema, type VehicleFormInput, type VehicleFormOutput } from './vehicle-fields';

/** Spec 001 §8: a 422 on adding a vehicle says "Erreur de validation"; on editing, the forms' "Validation error". */
export const VEHICLE_INVALID = 'Erreur de validation';
const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const PHOTO_ERROR = 'La photo doit être un fichier .jpg, .jpeg ou .png de 5 Mo au plus.';

export function VehicleFormModal({ show, onHide, vehicle }: { show: boolean; onHide: () => void; vehicle?: VehicleRow }) {
  const types = useLiveQuery(() => documentTypesOf(db, DOCUMENT_KIND.vehicle), []) ?? [];
  const slots = useDocumentSlots();
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [deletePhoto, setDeletePhoto] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<VehicleFormInput, unknown, VehicleFormOutput>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleDefaults(vehicle),
  });
  const { reset: resetSlots } = slots;

  useEffect(() => {
    if (!show) return;
    reset(vehicleDefaults(vehicle));
    resetSlots();
    setPhoto(null);
    setPhotoError(undefined);
    setDeletePhoto(false);
    void sync.refreshDocumentTypes(DOCUMENT_KIND.vehicle);
    // Only when the modal opens: a live update must not wipe what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const documents = vehicle?.documents ?? [];
  const held = new Map(documents.map((document) => [document.document_type_id, document]));
  const open = types.filter((type) => held.get(type.id)?.status !== DOCUMENT_STATUS.approved);

  function choosePhoto(file: File | undefined) {
    setPhotoError(undefined);
    if (file && (!PHOTO_TYPES.includes(file.type) || file.size > 5 * 1024 * 1024)) {
      setPhotoError(PHOTO_ERROR);
      setPhoto(null);
      return;
    }
    setPhoto(file ?? null);
  }

  const submit = handleSubmit(async (values) => {
    // A new vehicle needs every required document (spec 001 §5); an edit may replace any that is not approved.
    if (!slots.validate(open, !vehicle) || photoError) return;
    setBusy(true);
    const done = await submitForm(
      () => saveVehicle(db, values, { documents: slots.choices(open), photo: photo ? { file: photo, filename: photo.name } : null, deletePhoto }, vehicle),
      {
        sent: vehicle ? vehicleMessages.updated : vehicleMessages.added,
        invalid: vehicle ? VALIDATION_ERROR : VEHICLE_INVALID,
        failed: vehicle ? vehicleMessages.updateFailed : vehicleMessages.addFailed,
        onInvalid: (errors) => {
          slots.showServerErrors(errors);
          for (const [field, messages] of Object.entries(errors)) {
            if ((VEHICLE_FORM_FIELDS as readonly string[]).includes(field)) setError(field as keyof VehicleFormInput, { type: 'server', message: messages[0] });
            if (field === 'photo') setPhotoError(messages[0]);
          }
        },
      },
    );
    setBusy(false);
    if (done) onHide();
  });

  return (
    <Modal show={show} onHide={onHide} centered size="lg" scrollable aria-labelledby="vehicle-form-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="vehicle-form-title">{vehicle ? 'Modifier le véhicule' : 'Ajouter un véhicule'}</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <VehicleFields register={register} errors={formState.errors} idPrefix="vehicle" />
          <div className="mb-3">
            <label htmlFor="vehicle-photo" className="form-label">
              Photo du véhicule
            </label>
            <input
              id="vehicle-photo"
              type="file"
              accept=".jpg,.jpeg,.png"
              className={`form-control${photoError ? ' is-invalid' : ''}`}
              aria-describedby={photoError ? 'vehicle-photo-error' : undefined}
              onChange={(event) => choosePhoto(event.target.files?.[0])}
            />
            <FieldError id="vehicle-photo-error" message={photoError} />
            {vehicle?.photo_url ? (
              <Form.Check
                id="vehicle-delete-photo"
                className="mt-2"
                label="Supprimer la photo"
                checked={deletePhoto}
                disabled={!!photo}
                onChange={(event) => setDeletePhoto(event.target.checked)}
              />
            ) : null}
          </div>
          <h3 className="h6 mt-3">Documents du véhicule</h3>
          {types.map((type) => {
            const document = held.get(type.id);
            return (
              <div key={type.id} className={document ? 'border rounded p-2 mb-2' : undefined}>
                {document ? (
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <strong>{type.name}</strong>
                    <DocumentStatusBadge status={document.status} />
                    {document.rejection_reason ? <span className="small text-danger">Motif : {document.rejection_reason}</span> : null}
                  </div>
                ) : null}
                {document?.status === DOCUMENT_STATUS.approved ? (
                  <p className="small text-success mb-0">{documentMessages.approvedLocked}</p>
                ) : (
                  <DocumentSlot
                    type={type}
                    idPrefix="vehicle-document"
                    label={document ? `Remplacer le fichier — ${type.name}` : undefined}
                    slots={slots}
                  />
                )}
              </div>
            );
          })}
        </Modal.Body>
        <ModalFormFooter busy={busy} onCancel={onHide}>
          Enregistrer
        </ModalFormFooter>
      </form>
    </Modal>
  );
}
