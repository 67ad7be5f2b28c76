// Reset password: the new password and its confirmation, sent with the reset token; then back to login.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_HINT } from '../../../contract/password';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { FormModal } from '../../ui/form-modal';

const resetForm = z.object({
  password: z.string().min(1, 'The password field is required.'),
  password_confirmation: z.string().min(1, 'The password confirmation field is required.'),
});
type ResetForm = z.infer<typeof resetForm>;

export function ResetPasswordModal({ show, onHide, resetToken, onDone }: {
  show: boolean;
  onHide: () => void;
  resetToken: string;
  onDone: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>({ resolver: zodResolver(resetForm) });
  // The spec shows server errors under the password field (its confirmation field read the phone error: not copied).
  const { busy, call } = useFormCall(setError, ['password', 'password_confirmation']);

  const submit = handleSubmit(async (values) => {
    const answer = await call(sync.resetPassword(values, resetToken));
    if (answer) onDone();
  });

  return (
    <FormModal show={show} onHide={onHide} titleId="reset-title" title="Reset password" onSubmit={submit}>
      <TextField id="reset-password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={formState.errors.password?.message} {...register('password')} />
      <TextField
        id="reset-password-confirmation"
        label="Password confirmation"
        type="password"
        autoComplete="new-password"
        error={formState.errors.password_confirmation?.message}
        {...register('password_confirmation', { deps: ['password'] })}
      />
      <SubmitButton busy={busy} busyText="Enregistrement...">
        Reset password
      </SubmitButton>
    </FormModal>
  );
}
