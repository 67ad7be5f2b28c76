// Reset password: the new password and its confirmation, sent with the reset token; then back to login.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { FormModal } from '../../ui/form-modal';
import { useAuthText, type AuthWords } from './text';

const resetForm = (_: AuthWords) =>
  z.object({
    password: z.string().min(1, _('required.password')),
    password_confirmation: z.string().min(1, _('required.passwordConfirmation')),
  });
type ResetForm = z.infer<ReturnType<typeof resetForm>>;

export function ResetPasswordModal({ show, onHide, resetToken, onDone }: { show: boolean; onHide: () => void; resetToken: string; onDone: () => void }) {
  const _ = useAuthText();
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>({ resolver: zodResolver(resetForm(_)) });
  // The spec shows server errors under the password field (its confirmation field read the phone error: not copied).
  const { busy, call } = useFormCall(setError, ['password', 'password_confirmation']);

  const submit = handleSubmit(async (values) => {
    const answer = await call(sync.resetPassword(values, resetToken));
    if (answer) onDone();
  });

  return (
    <FormModal show={show} onHide={onHide} titleId="reset-title" title={_('reset.title')} onSubmit={submit}>
      <TextField
        id="reset-password"
        label={_('field.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={_('field.passwordHint')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="reset-password-confirmation"
        label={_('field.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password_confirmation?.message}
        {...register('password_confirmation', { deps: ['password'] })}
      />
      <SubmitButton busy={busy} busyText={_('reset.busy')}>
        {_('reset.submit')}
      </SubmitButton>
    </FormModal>
  );
}
