// Add or edit a vehicle (spec 001 §5): fields, photo, and its documents (every required type on add). Offline, the
// vehicle shows at once "En vérification" and its files are uploaded once when the network returns.
import { useMessageText } from '../../i18n/use-message-text';
import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { DOCUMENT_KIND, DOCUMENT_STATUS } from '../../../contract/documents';
import { db, type VehicleRow } from '../../../db/database';
import { saveVehicle } from '../../../db/commands/vehicles';
import { documentTypesOf } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { FileField } from '../../ui/file-field';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { accepted, useCommand } from '../../hooks/use-command';
import { PROFILE_TOAST } from '../../ui/toast';
import { uiText } from '../../ui/text';
import { useDocumentsText } from '../documents/text';
import { DocumentSlot } from '../documents/document-slot';
import { DocumentStatusBadge } from '../documents/document-status-badge';
import { useDocumentSlots } from '../documents/use-document-slots';
import { VehicleFields, vehicleDefaults, vehicleFormSchema, type VehicleFormInput, type VehicleFormOutput } from './vehicle-fields';
import { useVehiclesText } from './text';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export function VehicleFormModal({ show, onHide, vehicle }: { show: boolean; onHide: () => void; vehicle?: VehicleRow }) {
  const _ = useVehiclesText();
  // Document types are named by the server in French, translated like its other words.
  const named = useMessageText();
  const documentsWords = useDocumentsText();
  const types = useLiveQuery(() => documentTypesOf(db, DOCUMENT_KIND.vehicle), []) ?? [];
  const slots = useDocumentSlots();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [deletePhoto, setDeletePhoto] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<VehicleFormInput, unknown, VehicleFormOutput>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleDefaults(vehicle),
  });
  const { busy, run } = useCommand({
    setError,
    schema: vehicleFormSchema,
    onFieldErrors: (errors) => {
      slots.showServerErrors(errors);
      if (errors.photo?.[0]) setPhotoError(errors.photo[0]);
    },
    toastOptions: PROFILE_TOAST,
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
      setPhotoError(_('form.photoError'));
      setPhoto(null);
      return;
    }
    setPhoto(file ?? null);
  }

  const submit = handleSubmit(async (values) => {
    // A new vehicle needs every required document (spec 001 §5); an edit may replace any that is not approved.
    if (!slots.validate(open, !vehicle) || photoError) return;
    const outcome = await run(
      () => saveVehicle(db, values, { documents: slots.choices(open), photo: photo ? { file: photo, filename: photo.name } : null, deletePhoto }, vehicle),
      {
        sent: vehicle ? _('form.updated') : _('form.added'),
        // Spec 001 §8: a 422 on adding a vehicle says "Erreur de validation"; on editing, the forms' "Validation error".
        invalid: vehicle ? uiText('toast.validationError') : _('form.invalid'),
        refused: vehicle ? _('form.updateFailed') : _('form.addFailed'),
      },
    );
    if (accepted(outcome)) onHide();
  });

  return (
    <Modal show={show} onHide={onHide} centered size="lg" scrollable aria-labelledby="vehicle-form-title">
      <Modal.Header closeButton closeLabel={_('form.close')}>
        <Modal.Title id="vehicle-form-title">{vehicle ? _('form.editTitle') : _('form.addTitle')}</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <VehicleFields register={register} errors={formState.errors} idPrefix="vehicle" />
          <FileField id="vehicle-photo" label={_('form.photo')} accept=".jpg,.jpeg,.png" error={photoError} onFile={choosePhoto}>
            {vehicle?.photo_url ? (
              <Form.Check
                id="vehicle-delete-photo"
                className="mt-2"
                label={_('form.deletePhoto')}
                checked={deletePhoto}
                disabled={!!photo}
                onChange={(event) => setDeletePhoto(event.target.checked)}
              />
            ) : null}
          </FileField>
          <h3 className="h6 mt-3">{_('form.documents')}</h3>
          {types.map((type) => {
            const document = held.get(type.id);
            return (
              <div key={type.id} className={document ? 'border rounded p-2 mb-2' : undefined}>
                {document ? (
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <strong>{named(type.name)}</strong>
                    <DocumentStatusBadge status={document.status} />
                    {document.rejection_reason ? <span className="small text-danger">{_('form.reason', { reason: document.rejection_reason })}</span> : null}
                  </div>
                ) : null}
                {document?.status === DOCUMENT_STATUS.approved ? (
                  <p className="small text-success mb-0">{documentsWords('modal.approvedLocked')}</p>
                ) : (
                  <DocumentSlot
                    type={type}
                    idPrefix="vehicle-document"
                    label={document ? documentsWords('slot.replace', { name: type.name }) : undefined}
                    slots={slots}
                  />
                )}
              </div>
            );
          })}
        </Modal.Body>
        <ModalFormFooter busy={busy} onCancel={onHide}>
          {_('form.save')}
        </ModalFormFooter>
      </form>
    </Modal>
  );
}
