// Forgot password: the phone that receives the reset code.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'react-bootstrap';
import { MIN_AUTH_LOADING_MS } from '../../../contract/limits';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { withMinDuration } from '../../ui/min-duration';
import { FormModal } from '../../ui/form-modal';

const forgotForm = z.object({ phone: z.string().trim().min(1, 'The phone field is required.') });
type ForgotForm = z.infer<typeof forgotForm>;

export function ForgotPasswordModal({ show, onHide, onSent, onLogin }: {
  show: boolean;
  onHide: () => void;
  onSent: (phone: string) => void;
  onLogin: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<ForgotForm>({ resolver: zodResolver(forgotForm) });
  const { busy, call } = useFormCall(setError, ['phone']);

  const submit = handleSubmit(async ({ phone }) => {
    const answer = await call(withMinDuration(sync.forgotPassword({ phone }), MIN_AUTH_LOADING_MS));
    if (answer) onSent(phone);
  });

  return (
    <FormModal show={show} onHide={onHide} titleId="forgot-title" title="Forgot password" onSubmit={submit}>
      <p>Entrez votre numéro de téléphone : nous vous enverrons un code pour choisir un nouveau mot de passe.</p>
      <TextField id="forgot-phone" label="Phone" type="tel" autoComplete="tel" error={formState.errors.phone?.message} {...register('phone')} />
      <SubmitButton busy={busy} busyText="Envoi...">
        Envoyer le code
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        <Button variant="link" onClick={onLogin}>
          Retour à la connexion
        </Button>
      </p>
    </FormModal>
  );
}
