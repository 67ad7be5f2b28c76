// The Security tab: change password (current, new, confirmation) with the server's errors under each field, and what
// the product keeps of a person's shared positions.
import { Card } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { PROFILE_TOAST } from '../../ui/toast';
import { LanguageCard } from './language-card';
import { useProfileText, type ProfileWords } from './text';

const changePasswordForm = (_: ProfileWords) =>
  z.object({
    current_password: z.string().min(1, _('required.currentPassword')),
    new_password: z.string().min(1, _('required.newPassword')),
    new_password_confirmation: z.string().min(1, _('required.newPasswordConfirmation')),
  });
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

export function SecurityTab() {
  const _ = useProfileText();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm(_)) });
  const errors = formState.errors;
  const { busy, call } = useFormCall(setError, FIELDS, PROFILE_TOAST);

  const submit = handleSubmit(async (values) => {
    const answer = await call(sync.changePassword(values));
    if (answer) reset();
  });

  return (
    <>
      <Card className="my-3" style={{ maxWidth: 560 }}>
        <Card.Body>
          <h2 className="h5">{_('security.changePassword')}</h2>
          <form onSubmit={submit} noValidate>
            <TextField
              id="current-password"
              label={_('security.currentPassword')}
              type="password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...register('current_password')}
            />
            <TextField
              id="new-password"
              label={_('security.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={_('security.passwordHint')}
              error={errors.new_password?.message}
              {...register('new_password')}
            />
            <TextField
              id="new-password-confirmation"
              label={_('security.newPasswordConfirmation')}
              type="password"
              autoComplete="new-password"
              error={errors.new_password_confirmation?.message}
              {...register('new_password_confirmation', { deps: ['new_password'] })}
            />
            <SubmitButton busy={busy} busyText={_('security.saving')} className="">
              {_('security.changePassword')}
            </SubmitButton>
          </form>
        </Card.Body>
      </Card>
      <Card className="my-3" style={{ maxWidth: 560 }}>
        <Card.Body>
          <h2 className="h5">{_('security.privacyTitle')}</h2>
          <p className="mb-0 small">{_('security.privacyText')}</p>
        </Card.Body>
      </Card>
      <LanguageCard />
    </>
  );
}
