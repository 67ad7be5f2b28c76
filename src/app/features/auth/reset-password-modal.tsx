// Reset password: the new password and its confirmation, sent with the reset token; then back to login.
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { sync } from '../../../sync/client';
import { NewPasswordFields } from '../../ui/new-password-fields';
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
  const schema = resetForm(_);
  const form = useForm<ResetForm>({ resolver: zodResolver(schema) });
  const { handleSubmit, setError } = form;
  // The spec shows server errors under the password field (its confirmation field read the phone error: not copied).
  const { busy, call } = useFormCall(setError, schema);

  const submit = handleSubmit(async (values) => {
    const answer = await call(sync.resetPassword(values, resetToken));
    if (answer) onDone();
  });

  return (
    <FormProvider {...form}>
      <FormModal show={show} onHide={onHide} titleId="reset-title" title={_('reset.title')} onSubmit={submit}>
        <NewPasswordFields<ResetForm>
          id="reset-password"
          names={['password', 'password_confirmation']}
          labels={{ password: _('field.newPassword'), confirmation: _('field.passwordConfirmation') }}
          hint={_('field.passwordHint')}
        />
        <SubmitButton busy={busy} busyText={_('reset.busy')}>
          {_('reset.submit')}
        </SubmitButton>
      </FormModal>
    </FormProvider>
  );
}
