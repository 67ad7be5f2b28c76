// Login (spec 000 §2): phone, password, "Forgot password" and "Sign up" links; server errors under the fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'react-bootstrap';
import type { AuthData } from '../../../contract/auth';
import { MIN_AUTH_LOADING_MS } from '../../../contract/limits';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { withMinDuration } from '../../ui/min-duration';
import { FormModal } from '../../ui/form-modal';
import { useAuthText, type AuthWords } from './text';

const loginForm = (_: AuthWords) =>
  z.object({
    phone: z.string().trim().min(1, _('required.phone')),
    password: z.string().min(1, _('required.password')),
  });
type LoginForm = z.infer<ReturnType<typeof loginForm>>;

export function LoginModal({
  show,
  onHide,
  onSignedIn,
  onForgot,
  onRegister,
}: {
  show: boolean;
  onHide: () => void;
  onSignedIn: (data: AuthData) => void;
  onForgot: () => void;
  onRegister: () => void;
}) {
  const _ = useAuthText();
  const schema = loginForm(_);
  const { register, handleSubmit, setError, formState } = useForm<LoginForm>({ resolver: zodResolver(schema) });
  const { busy, call } = useFormCall(setError, schema);

  const submit = handleSubmit(async (values) => {
    const answer = await call(withMinDuration(sync.login({ ...values, terms: true }), MIN_AUTH_LOADING_MS));
    if (answer) onSignedIn(answer.data);
  });

  return (
    <FormModal show={show} onHide={onHide} titleId="login-title" title={_('login.title')} onSubmit={submit}>
      <TextField
        id="login-phone"
        label={_('field.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+216 22 123 456"
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id="login-password"
        label={_('field.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="d-flex justify-content-between mb-3">
        <Button variant="link" className="p-0" onClick={onForgot}>
          {_('login.forgot')}
        </Button>
      </div>
      <SubmitButton busy={busy} busyText={_('login.busy')}>
        {_('login.submit')}
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        {_('login.noAccount')}{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={onRegister}>
          {_('login.signUp')}
        </Button>
      </p>
    </FormModal>
  );
}
