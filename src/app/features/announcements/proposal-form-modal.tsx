// Submit a trip proposal on a travel request, or edit one's pending proposal (spec 001 §5): one of the driver's
// vehicles, a price per seat ≥ 1 TND (step 0.01), a departure time, a message, and the terms box — Submit stays
// disabled until it is ticked. Editing also offers Delete (the proposal is withdrawn, after confirmation).
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { proposalForm } from '../../../contract/announcements';
import { PROPOSAL_MIN_PRICE } from '../../../contract/announcement-rules';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type AnnouncementRow, type ProposalRow } from '../../../db/database';
import { vehiclesToDriveWith } from '../../../db/profile-queries';
import { saveProposal, withdrawProposal } from '../../../db/commands/proposals';
import { routeLabel } from '../../../db/commands/session-guard';
import { runCommand, sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { runWithToasts } from '../../ui/command-outcome';
import { confirmDialog } from '../../ui/dialogs';
import { FieldError } from '../../ui/field-error';
import { formatDateTime } from '../../ui/format';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { GENERIC_FORM_ERROR, notify } from '../../ui/toast';
import { PROPOSAL_DELETED, PROPOSAL_SUBMITTED, PROPOSAL_UPDATED } from './announcement-texts';
import { budgetLabel, seatsNeededLabel } from './announcement-format';
import { reportProposalOutcome } from './proposal-outcome';

const form = proposalForm.superRefine((body, ctx) => {
  const local = String(body.proposed_departure_time ?? '');
  if (!local || Number.isNaN(Date.parse(`${local}:00Z`))) return;
  if (Date.parse(tunisLocalToIso(local)) <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['proposed_departure_time'], message: 'The proposed departure time must be a date after now.' });
  }
});
type Values = z.input<typeof form>;
const FIELDS = ['vehicle_id', 'proposed_price', 'proposed_departure_time', 'message', 'terms'] as const;

function defaults(announcement: AnnouncementRow, proposal?: ProposalRow): Values {
  // A driver usually answers for the time asked; one already past starts the field empty.
  const start = proposal?.proposed_departure_time ?? announcement.desired_departure_time;
  return {
    vehicle_id: proposal?.vehicle_id ?? 0,
    proposed_price: proposal?.proposed_price ?? announcement.max_price_per_seat ?? '',
    proposed_departure_time: Date.parse(start) > Date.now() ? isoToTunisLocal(start) : '',
    message: proposal?.message ?? '',
    // Editing: the terms were accepted when applying.
    terms: proposal !== undefined,
  };
}

export function ProposalFormModal({ announcement, proposal, show, onHide }: {
  announcement: AnnouncementRow;
  /** The driver's own pending proposal, to edit; none to apply. */
  proposal?: ProposalRow;
  show: boolean;
  onHide: () => void;
}) {
  const { session } = useSession();
  const me = session?.user.id;
  const vehicles = useLiveQuery(() => (me ? vehiclesToDriveWith(db, me) : []), [me], []);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // While the delete confirmation is up, the modal leaves it the keyboard: focus and Escape.
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, reset, formState, watch } = useForm<Values>({ resolver: zodResolver(form), defaultValues: defaults(announcement, proposal) });
  const errors = formState.errors;
  const terms = watch('terms') === true;

  useEffect(() => {
    if (!show) return;
    reset(defaults(announcement, proposal));
    setFormError(null);
    void sync.refreshVehicles();
    // Only when the modal opens: a live update must not wipe what the driver is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setFormError(null);
    const fields = {
      vehicle_id: Number(values.vehicle_id),
      proposed_price: Number(values.proposed_price),
      proposed_departure_time: tunisLocalToIso(String(values.proposed_departure_time)),
      message: String(values.message ?? ''),
    };
    let outcome;
    try {
      outcome = await runCommand(saveProposal(db, announcement, fields, proposal));
    } catch (error) {
      // Nothing was written (signed out meanwhile, or the request is gone): say so, keep the form.
      setBusy(false);
      notify.error(error instanceof Error ? error.message : GENERIC_FORM_ERROR);
      return;
    }
    setBusy(false);
    const elsewhere = reportProposalOutcome(outcome, proposal ? PROPOSAL_UPDATED : PROPOSAL_SUBMITTED, setError, FIELDS);
    if (outcome.status === 'failed') setFormError(elsewhere);
    else onHide();
  });

  async function remove(current: ProposalRow) {
    setConfirming(true);
    const confirmed = await confirmDialog({ text: 'Votre proposition sera retirée de cette demande.', confirm: 'Delete', danger: true });
    setConfirming(false);
    if (!confirmed) return;
    setBusy(true);
    const outcome = await runWithToasts(() => withdrawProposal(db, current), { sent: PROPOSAL_DELETED, failed: GENERIC_FORM_ERROR });
    setBusy(false);
    if (outcome.status !== 'failed') onHide();
  }

  const title = proposal ? 'Edit Trip Proposal' : 'Submit Trip Proposal';
  return (
    <Modal show={show} onHide={onHide} centered enforceFocus={!confirming} keyboard={!confirming} aria-labelledby="proposal-form-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="proposal-form-title">{title}</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <p className="mb-1 fw-semibold">{routeLabel(announcement)}</p>
          <p className="small text-body-secondary">
            {formatDateTime(announcement.desired_departure_time)} · {seatsNeededLabel(announcement.seats_needed)} · {budgetLabel(announcement)}
          </p>
          {formError ? (
            <Alert variant="danger" role="alert">
              {formError}
            </Alert>
          ) : null}
          <div className="mb-3">
            <label htmlFor="proposal-vehicle" className="form-label">
              Véhicule
            </label>
            <Form.Select
              id="proposal-vehicle"
              isInvalid={!!errors.vehicle_id}
              aria-invalid={errors.vehicle_id ? true : undefined}
              aria-describedby={[errors.vehicle_id ? 'proposal-vehicle-error' : null, vehicles.length === 0 ? 'proposal-vehicle-hint' : null].filter(Boolean).join(' ') || undefined}
              {...register('vehicle_id')}
            >
              <option value={0}>Choisir un de vos véhicules</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.make} {vehicle.model}
                  {vehicle.plate_number ? ` · ${vehicle.plate_number}` : ''}
                </option>
              ))}
            </Form.Select>
            {vehicles.length === 0 ? (
              <div id="proposal-vehicle-hint" className="form-text">
                Aucun véhicule enregistré : ajoutez-en un depuis votre profil.
              </div>
            ) : null}
            <FieldError id="proposal-vehicle-error" message={errors.vehicle_id?.message} />
          </div>
          <div className="row g-2">
            <TextField
              className="col-sm-5 mb-3"
              id="proposal-price"
              label="Prix par place (TND)"
              type="number"
              min={PROPOSAL_MIN_PRICE}
              step="0.01"
              error={errors.proposed_price?.message}
              {...register('proposed_price')}
            />
            <TextField
              className="col-sm-7 mb-3"
              id="proposal-departure"
              label="Heure de départ proposée"
              type="datetime-local"
              error={errors.proposed_departure_time?.message}
              {...register('proposed_departure_time')}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="proposal-message" className="form-label">
              Message (facultatif)
            </label>
            <textarea
              id="proposal-message"
              className={`form-control${errors.message ? ' is-invalid' : ''}`}
              rows={3}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'proposal-message-error' : undefined}
              {...register('message')}
            />
            <FieldError id="proposal-message-error" message={errors.message?.message} />
          </div>
          <Form.Check
            id="proposal-terms"
            label="J'accepte les conditions de proposition"
            isInvalid={!!errors.terms}
            aria-describedby={errors.terms ? 'proposal-terms-error' : undefined}
            {...register('terms')}
          />
          <FieldError id="proposal-terms-error" message={errors.terms?.message} />
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          {proposal ? (
            <Button variant="outline-danger" disabled={busy} onClick={() => void remove(proposal)}>
              Delete Proposal
            </Button>
          ) : (
            <span />
          )}
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              Annuler
            </button>
            <SubmitButton busy={busy} busyText="Envoi..." disabled={!terms} className="">
              {proposal ? 'Update Proposal' : 'Submit Proposal'}
            </SubmitButton>
          </div>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
