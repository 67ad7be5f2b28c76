// "Saisir le code": the driver types the code the sender (pickup) or the recipient (delivery) gives. Offline it waits
// for the network and the parcel says so; the server alone judges it, and a wrong code comes back with its reason.
import { useEffect, useState } from 'react';
import { db, type ParcelRow } from '../../../db/database';
import { enterParcelCode } from '../../../db/commands/parcels';
import { PARCEL_CODE_LENGTH } from '../../../contract/parcels';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { TextField } from '../../ui/text-field';
import { accepted, useCommand } from '../../hooks/use-command';
import { parcelSummary } from './parcel-words';
import { useParcelsText } from './text';

export function ParcelCodeModal({ parcel, step, show, onHide }: { parcel: ParcelRow; step: 'pickup' | 'deliver'; show: boolean; onHide: () => void }) {
  const _ = useParcelsText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useCommand();
  useEffect(() => {
    if (show) {
      setCode('');
      setError(undefined);
    }
  }, [show]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${PARCEL_CODE_LENGTH}}$`).test(code.trim())) return setError(_('code.length', { length: PARCEL_CODE_LENGTH }));
    const outcome = await run(() => enterParcelCode(db, parcel, step, code), {
      sent: step === 'pickup' ? _('code.pickedUp') : _('code.delivered'),
      queued: _('code.queued'),
      quietRefusal: true, // said under the code
    });
    if (outcome.status === 'refused') setError(outcome.error.errors?.code?.[0] ?? outcome.error.message);
    if (accepted(outcome)) onHide();
  }

  const title = step === 'pickup' ? _('code.pickupTitle') : _('code.deliveryTitle');
  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId="parcel-code-title"
      title={title}
      onSubmit={(event) => void submit(event)}
      footer={
        <ModalFormFooter busy={busy} busyText={_('code.busy')} onCancel={onHide}>
          {_('code.submit')}
        </ModalFormFooter>
      }
    >
      <p className="small text-body-secondary">{parcelSummary(parcel)}</p>
      <p>{step === 'pickup' ? _('code.askSender') : _('code.askRecipient')}</p>
      <TextField
        id="parcel-code"
        label={_('code.enter')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PARCEL_CODE_LENGTH}
        dir="ltr"
        className="mb-0"
        error={error}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setError(undefined);
        }}
      />
    </FormModal>
  );
}
