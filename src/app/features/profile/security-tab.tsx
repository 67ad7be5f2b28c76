// The Security tab: change password (current, new, confirmation) with the server's errors under each field, and what
// the product keeps of a person's shared positions.
import { Card } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_HINT } from '../../../contract/password';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { PROFILE_TOAST } from '../../ui/toast';
import { POSITIONS_KEPT_NOTICE } from '../tracking/tracking-words';

const changePasswordForm = z.object({
  current_password: z.string().min(1, 'The current password field is required.'),
  new_password: z.string().min(1, 'The new password field is required.'),
  new_password_confirmation: z.string().min(1, 'The new password confirmation field is required.'),
});
type ChangePasswordForm = z.infer<typeof changePasswordForm>;
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

export function SecurityTab() {
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm) });
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
        <h2 className="h5">Changer le mot de passe</h2>
        <form onSubmit={submit} noValidate>
          <TextField id="current-password" label="Current password" type="password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
          <TextField id="new-password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={errors.new_password?.message} {...register('new_password')} />
          <TextField
            id="new-password-confirmation"
            label="New password confirmation"
            type="password"
            autoComplete="new-password"
            error={errors.new_password_confirmation?.message}
            {...register('new_password_confirmation', { deps: ['new_password'] })}
          />
          <SubmitButton busy={busy} busyText="Enregistrement..." className="">
            Changer le mot de passe
          </SubmitButton>
        </form>
      </Card.Body>
    </Card>
    <Card className="my-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h2 className="h5">Suivi en direct et vie privée</h2>
        <p className="mb-0 small">
          Pendant un trajet démarré, la position du chauffeur est visible de lui-même, des passagers acceptés et des proches à qui un passager a
          donné un lien de suivi. {POSITIONS_KEPT_NOTICE}
        </p>
      </Card.Body>
    </Card>
    </>
  );
}
