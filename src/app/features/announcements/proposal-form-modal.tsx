// Submit a trip proposal on a travel request, or edit one's pending proposal (spec 001 §5): one of the driver's
// vehicles, a price per seat ≥ 1 TND (step 0.01), a departure time, a message, and the terms box — Submit stays
// disabled until it is ticked. Editing also offers Delete (the proposal is withdrawn, after confirmation).
import { uiText } from '../../ui/text';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { proposalForm } from '../../../contract/announcements';
import { PROPOSAL_MIN_PRICE } from '../../../contract/announcement-rules';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type AnnouncementRow, type ProposalRow } from '../../../db/database';
import { vehiclesToDriveWith } from '../../../db/profile-queries';
import { saveProposal, withdrawProposal } from '../../../db/commands/proposals';
import { useRouteLabel } from '../listings/route-label';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { confirmDialog } from '../../ui/dialogs';
import { CheckField } from '../../ui/check-field';
import { formatDateTime } from '../../ui/format';
import { InputField } from '../../ui/input-field';
import { PriceField } from '../../ui/number-fields';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { TextAreaField } from '../../ui/text-area-field';
import { futureDeparture } from '../listings/future-departure';
import { VehicleSelectField } from '../vehicles/vehicle-select-field';
import { useAnnouncementLabels } from './announcement-format';
import { accepted, useCommand } from '../../hooks/use-command';
import { FormModal } from '../../ui/form-modal';
import { announcementsText, useAnnouncementsText } from './text';

// The message is read when the form is checked, so it follows the language of that moment.
const form = proposalForm.superRefine(futureDeparture('proposed_departure_time', () => announcementsText('proposal.futureDeparture')));
type Values = z.input<typeof form>;
type Output = z.output<typeof form>;

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

export function ProposalFormModal({
  announcement,
  proposal,
  show,
  onHide,
}: {
  announcement: AnnouncementRow;
  /** The driver's own pending proposal, to edit; none to apply. */
  proposal?: ProposalRow;
  show: boolean;
  onHide: () => void;
}) {
  const _ = useAnnouncementsText();
  const { budgetLabel, seatsNeededLabel } = useAnnouncementLabels();
  const routeLabel = useRouteLabel();
  const { session } = useSession();
  const me = session?.user.id;
  const vehicles = useLiveQuery(() => (me ? vehiclesToDriveWith(db, me) : []), [me], []);
  const [formError, setFormError] = useState<string | null>(null);
  // While the delete confirmation is up, the modal leaves it the keyboard: focus and Escape.
  const [confirming, setConfirming] = useState(false);
  const methods = useForm<Values, unknown, Output>({ resolver: zodResolver(form), defaultValues: defaults(announcement, proposal) });
  const { handleSubmit, setError, reset, watch } = methods;
  const { busy, run } = useCommand({ setError, schema: form });
  const terms = watch('terms') === true;

  useEffect(() => {
    if (!show) return;
    reset(defaults(announcement, proposal));
    setFormError(null);
    void sync.refreshVehicles();
    // Only when the modal opens: a live update must not wipe what the driver is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const submit = handleSubmit(async ({ terms: _terms, ...values }) => {
    setFormError(null);
    // The time is typed as Tunis wall time; the proposal keeps the instant. The terms are the form's alone.
    const fields = { ...values, proposed_departure_time: tunisLocalToIso(values.proposed_departure_time) };
    const outcome = await run(() => saveProposal(db, announcement, fields, proposal), {
      sent: announcementsText(proposal ? 'proposal.updated' : 'proposal.submitted'),
      invalid: announcementsText('proposal.validationError'),
      fixedRefusalText: 'invalid',
    });
    if (accepted(outcome)) return onHide();
    // A 422's messages that belong to no field (the request closed meanwhile, say) show above the form.
    if (outcome.status !== 'refused' || outcome.error.status !== 422) return;
    const elsewhere = outcome.unplaced.length ? outcome.unplaced : !outcome.error.errors && outcome.error.message ? [outcome.error.message] : [];
    setFormError(elsewhere.length ? elsewhere.join(' ') : null);
  });

  async function remove(current: ProposalRow) {
    setConfirming(true);
    const confirmed = await confirmDialog({ text: announcementsText('proposal.confirmDelete'), confirm: announcementsText('detail.delete'), danger: true });
    setConfirming(false);
    if (!confirmed) return;
    const outcome = await run(() => withdrawProposal(db, current), { sent: announcementsText('proposal.deleted'), refused: uiText('toast.genericError') });
    if (accepted(outcome)) onHide();
  }

  const title = proposal ? _('proposal.editTitle') : _('proposal.submitTitle');
  const footer = (
    <ModalFormFooter
      busy={busy}
      busyText={_('proposal.sending')}
      disabled={!terms}
      onCancel={onHide}
      aside={
        proposal ? (
          <Button variant="outline-danger" disabled={busy} onClick={() => void remove(proposal)}>
            {_('proposal.delete')}
          </Button>
        ) : null
      }
    >
      {proposal ? _('proposal.update') : _('proposal.submit')}
    </ModalFormFooter>
  );

  return (
    <FormProvider {...methods}>
      <FormModal
        show={show}
        onHide={onHide}
        titleId="proposal-form-title"
        title={title}
        onSubmit={submit}
        enforceFocus={!confirming}
        keyboard={!confirming}
        footer={footer}
      >
        <p className="mb-1 fw-semibold">{routeLabel(announcement)}</p>
        <p className="small text-body-secondary">
          {formatDateTime(announcement.desired_departure_time)} · {seatsNeededLabel(announcement.seats_needed)} · {budgetLabel(announcement)}
        </p>
        {formError ? (
          <Alert variant="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <VehicleSelectField<Values> className="mb-3" name="vehicle_id" id="proposal-vehicle" vehicles={vehicles} noVehicleHint={_('proposal.noVehicle')} />
        <div className="row g-2">
          <PriceField<Values> className="col-sm-5 mb-3" id="proposal-price" label={_('proposal.price')} min={PROPOSAL_MIN_PRICE} name="proposed_price" />
          <InputField<Values>
            className="col-sm-7 mb-3"
            id="proposal-departure"
            label={_('proposal.departure')}
            type="datetime-local"
            name="proposed_departure_time"
          />
        </div>
        <TextAreaField<Values> className="mb-3" name="message" id="proposal-message" label={_('proposal.message')} rows={3} />
        <CheckField<Values> name="terms" id="proposal-terms" label={_('proposal.terms')} />
      </FormModal>
    </FormProvider>
  );
}
