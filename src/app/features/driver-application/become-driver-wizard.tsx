// The 3-step become-driver wizard (spec 000 §2, issue 11): the vehicle, the personal documents, the vehicle documents
// with their expiry dates. A step cannot be left while invalid; the application is queued with its files, works
// offline, and the profile's control reads "Demande en cours" at once.
import { useMessageText } from '../../i18n/use-message-text';
import { useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { DOCUMENT_KIND, DOCUMENT_STATUS } from '../../../contract/documents';
import { db, type MeRow } from '../../../db/database';
import { applyForDriver } from '../../../db/commands/driver-application';
import { documentTypesOf } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { accepted, useCommand } from '../../hooks/use-command';
import { PROFILE_TOAST } from '../../ui/toast';
import { DocumentSlot } from '../documents/document-slot';
import { DocumentStatusBadge } from '../documents/document-status-badge';
import { useDocumentSlots } from '../documents/use-document-slots';
import { VehicleFields, vehicleDefaults, vehicleFormSchema, type VehicleFormInput, type VehicleFormOutput } from '../vehicles/vehicle-fields';
import { useDocumentsText } from '../documents/text';
import { useDriverText } from './text';

const STEPS = ['step.vehicle', 'step.personal', 'step.vehicleDocuments'] as const;

export function BecomeDriverWizard({ show, onHide, profile }: { show: boolean; onHide: () => void; profile: MeRow }) {
  const _ = useDriverText();
  // Document types are named by the server in French, translated like its other words.
  const named = useMessageText();
  const documentsWords = useDocumentsText();
  const [step, setStep] = useState(0);
  const [vehicle, setVehicle] = useState<VehicleFormOutput | null>(null);
  const userTypesRead = useLiveQuery(() => documentTypesOf(db, DOCUMENT_KIND.user, true), []);
  const vehicleTypesRead = useLiveQuery(() => documentTypesOf(db, DOCUMENT_KIND.vehicle), []);
  const userTypes = userTypesRead ?? [];
  const vehicleTypes = vehicleTypesRead ?? [];
  // No step goes on without knowing which files it needs: an empty list would let it pass with none.
  const typesMissing = (step === 1 && userTypesRead?.length === 0) || (step === 2 && vehicleTypesRead?.length === 0);
  const typesUnread = (step === 1 && userTypesRead === undefined) || (step === 2 && vehicleTypesRead === undefined);
  const userSlots = useDocumentSlots();
  const vehicleSlots = useDocumentSlots();
  const { register, handleSubmit, reset, setError, formState } = useForm<VehicleFormInput, unknown, VehicleFormOutput>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleDefaults(),
  });
  const { busy, run } = useCommand({ onFieldErrors: showServerErrors, toastOptions: PROFILE_TOAST });
  const { reset: resetUser } = userSlots;
  // Personal papers the user holds already (sent through Get Verified, or kept from a rejected application): an
  // approved one stays as it is, a pending one may be replaced; neither is asked for again.
  const heldPaper = (typeId: number) =>
    profile.documents.find(
      (document) => document.document_type_id === typeId && (document.status === DOCUMENT_STATUS.approved || document.status === DOCUMENT_STATUS.pending),
    );
  const held = new Set(userTypes.filter((type) => heldPaper(type.id)).map((type) => type.id));
  const openUserTypes = userTypes.filter((type) => heldPaper(type.id)?.status !== DOCUMENT_STATUS.approved);
  const { reset: resetVehicle } = vehicleSlots;

  useEffect(() => {
    if (!show) return;
    setStep(0);
    setVehicle(null);
    reset(vehicleDefaults());
    resetUser();
    resetVehicle();
    // The wizard asks for every personal document a driver needs (the licence too) and every vehicle document.
    void sync.refreshDocumentTypes(DOCUMENT_KIND.user, true);
    void sync.refreshDocumentTypes(DOCUMENT_KIND.vehicle);
  }, [show, reset, resetUser, resetVehicle]);

  const toDocuments = handleSubmit((values) => {
    setVehicle(values);
    setStep(1);
  });

  function toVehicleDocuments() {
    if (userTypes.length > 0 && userSlots.validate(openUserTypes, true, held)) setStep(2);
  }

  /** A 422 names fields of any step: they go under their fields and the wizard goes back to the first such step. */
  function showServerErrors(errors: Record<string, string[]> | undefined) {
    let first: number | null = null;
    for (const [key, messages] of Object.entries(errors ?? {})) {
      const field = /^vehicle[.[]([a-z_]+)\]?$/.exec(key)?.[1];
      if (field && messages[0]) {
        setError(field as keyof VehicleFormInput, { type: 'server', message: messages[0] });
        first = 0;
      }
    }
    const personal = Object.fromEntries(Object.entries(errors ?? {}).filter(([key]) => key.startsWith('user_documents')));
    if (userSlots.showServerErrors(personal)) first ??= 1;
    const others = Object.fromEntries(Object.entries(errors ?? {}).filter(([key]) => !key.startsWith('user_documents')));
    if (vehicleSlots.showServerErrors(others)) first ??= 2;
    if (first !== null) setStep(first);
  }

  async function submit() {
    if (!vehicle || vehicleTypes.length === 0 || !vehicleSlots.validate(vehicleTypes, true)) return;
    const application = { vehicle, userDocuments: userSlots.choices(openUserTypes), vehicleDocuments: vehicleSlots.choices(vehicleTypes) };
    const outcome = await run(() => applyForDriver(db, application), { sent: _('submitted'), invalid: _('invalid'), refused: _('failed') });
    if (accepted(outcome)) onHide();
  }

  return (
    <Modal show={show} onHide={onHide} centered size="lg" scrollable aria-labelledby="become-driver-title">
      <Modal.Header closeButton closeLabel={_('close')}>
        <Modal.Title id="become-driver-title">{_('title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ol className="list-inline d-flex gap-3 small mb-3" aria-label={_('steps')}>
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={`list-inline-item ${index === step ? 'fw-bold text-primary' : 'text-body-secondary'}`}
              aria-current={index === step ? 'step' : undefined}
            >
              {_('stepItem', { number: index + 1, label: _(label) })}
            </li>
          ))}
        </ol>
        <h3 className="h6" id="become-driver-step">
          {_('stepOf', { number: step + 1, label: _(STEPS[step]!) })}
        </h3>
        {typesMissing ? (
          <p className="alert alert-warning" role="alert">
            {_('typesMissing')}
          </p>
        ) : null}
        <form id="become-driver-vehicle" onSubmit={toDocuments} noValidate hidden={step !== 0}>
          <VehicleFields register={register} errors={formState.errors} idPrefix="application-vehicle" />
        </form>
        {step === 1
          ? userTypes.map((type) =>
              heldPaper(type.id)?.status === DOCUMENT_STATUS.approved ? (
                <p key={type.id} className="mb-3">
                  <strong>{named(type.name)}</strong> <DocumentStatusBadge status={DOCUMENT_STATUS.approved} />
                  <span className="d-block small text-success">{documentsWords('modal.approvedLocked')}</span>
                </p>
              ) : (
                <DocumentSlot
                  key={type.id}
                  type={type}
                  idPrefix="application-user-document"
                  label={held.has(type.id) ? documentsWords('slot.replace', { name: type.name }) : undefined}
                  slots={userSlots}
                />
              ),
            )
          : null}
        {step === 2
          ? vehicleTypes.map((type) => <DocumentSlot key={type.id} type={type} idPrefix="application-vehicle-document" slots={vehicleSlots} />)
          : null}
      </Modal.Body>
      <Modal.Footer>
        {step === 0 ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {_('cancel')}
          </button>
        ) : (
          <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(step - 1)} disabled={busy}>
            {_('previous')}
          </button>
        )}
        {step === 0 ? (
          <button type="submit" form="become-driver-vehicle" className="btn btn-primary">
            {_('next')}
          </button>
        ) : step === 1 ? (
          <button type="button" className="btn btn-primary" onClick={toVehicleDocuments} disabled={typesMissing || typesUnread}>
            {_('next')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={busy || typesMissing || typesUnread} aria-busy={busy}>
            {busy ? _('sending') : _('send')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
