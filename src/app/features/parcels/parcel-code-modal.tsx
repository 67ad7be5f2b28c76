// "Saisir le code": the driver types the code the sender (pickup) or the recipient (delivery) gives. Offline it waits
// for the network and the parcel says so; the server alone judges it, and a wrong code comes back with its reason.
import { useEffect, useState } from 'react';
import { db, type ParcelRow } from '../../../db/database';
import { enterParcelCode } from '../../../db/commands/parcels';
import { PARCEL_CODE_LENGTH } from '../../../contract/parcels';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { TextField } from '../../ui/text-field';
import { runFormCommand } from '../../ui/form-command';
import { notify } from '../../ui/toast';
import { CODE_WAITING, ENTER_CODE, parcelSummary } from './parcel-words';

export function ParcelCodeModal({ parcel, step, show, onHide }: { parcel: ParcelRow; step: 'pickup' | 'deliver'; show: boolean; onHide: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (show) {
      setCode('');
      setError(undefined);
    }
  }, [show]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${PARCEL_CODE_LENGTH}}$`).test(code.trim())) return setError(`Le code compte ${PARCEL_CODE_LENGTH} chiffres.`);
    setBusy(true);
    const outcome = await runFormCommand(() => enterParcelCode(db, parcel, step, code));
    setBusy(false);
    if (!outcome) return;
    if (outcome.status === 'failed') {
      setError(outcome.error.errors?.code?.[0] ?? outcome.error.message);
      return;
    }
    if (outcome.status === 'queued') notify.info(`${CODE_WAITING} : le code sera vérifié dès le retour du réseau.`);
    else notify.success(step === 'pickup' ? 'Colis pris en charge' : 'Colis livré');
    onHide();
  }

  const title = step === 'pickup' ? 'Code de prise en charge' : 'Code de livraison';
  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId="parcel-code-title"
      title={title}
      onSubmit={(event) => void submit(event)}
      footer={
        <ModalFormFooter busy={busy} busyText="Vérification..." onCancel={onHide}>
          Valider le code
        </ModalFormFooter>
      }
    >
      <p className="small text-body-secondary">{parcelSummary(parcel)}</p>
      <p>{step === 'pickup' ? "Demandez à l'expéditeur le code de prise en charge." : 'Demandez au destinataire le code reçu par SMS.'}</p>
      <TextField
        id="parcel-code"
        label={ENTER_CODE}
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
