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
import { useAuthText, type AuthWords } from './text';

const forgotForm = (_: AuthWords) => z.object({ phone: z.string().trim().min(1, _('required.phone')) });
type ForgotForm = z.infer<ReturnType<typeof forgotForm>>;

export function ForgotPasswordModal({
  show,
  onHide,
  onSent,
  onLogin,
}: {
  show: boolean;
  onHide: () => void;
  onSent: (phone: string) => void;
  onLogin: () => void;
}) {
  const _ = useAuthText();
  const schema = forgotForm(_);
  const { register, handleSubmit, setError, formState } = useForm<ForgotForm>({ resolver: zodResolver(schema) });
  const { busy, call } = useFormCall(setError, schema);

  const submit = handleSubmit(async ({ phone }) => {
    const answer = await call(withMinDuration(sync.forgotPassword({ phone }), MIN_AUTH_LOADING_MS));
    if (answer) onSent(phone);
  });

  return (
    <FormModal show={show} onHide={onHide} titleId="forgot-title" title={_('forgot.title')} onSubmit={submit}>
      <p>{_('forgot.text')}</p>
      <TextField id="forgot-phone" label={_('field.phone')} type="tel" autoComplete="tel" error={formState.errors.phone?.message} {...register('phone')} />
      <SubmitButton busy={busy} busyText={_('forgot.busy')}>
        {_('forgot.submit')}
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        <Button variant="link" onClick={onLogin}>
          {_('forgot.back')}
        </Button>
      </p>
    </FormModal>
  );
}
