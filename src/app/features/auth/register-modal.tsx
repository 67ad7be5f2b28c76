// Register (spec 000 §2, §5): names, phone, password with hint and strength meter, confirmation, terms.
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'react-bootstrap';
import type { AuthData } from '../../../contract/auth';
import { MIN_AUTH_LOADING_MS } from '../../../contract/limits';
import { PASSWORD_HINT } from '../../../contract/password';
import { sync } from '../../../sync/client';
import { CheckField } from '../../ui/check-field';
import { InputField } from '../../ui/input-field';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { withMinDuration } from '../../ui/min-duration';
import { PasswordStrength } from './password-strength';
import { FormModal } from '../../ui/form-modal';

const registerForm = z.object({
  first_name: z.string().trim().min(1, 'The first name field is required.'),
  last_name: z.string().trim().min(1, 'The last name field is required.'),
  phone: z.string().trim().min(1, 'The phone field is required.'),
  password: z.string().min(1, 'The password field is required.'),
  password_confirmation: z.string(),
  terms: z.boolean().refine((value) => value, 'The terms field must be accepted.'),
});
type RegisterForm = z.infer<typeof registerForm>;
const FIELDS = ['first_name', 'last_name', 'phone', 'password', 'password_confirmation', 'terms'] as const;

export function RegisterModal({ show, onHide, onRegistered, onLogin }: {
  show: boolean;
  onHide: () => void;
  onRegistered: (data: AuthData) => void;
  onLogin: () => void;
}) {
  const form = useForm<RegisterForm>({ resolver: zodResolver(registerForm), defaultValues: { terms: false } });
  const { handleSubmit, setError, watch } = form;
  const { busy, call } = useFormCall(setError, FIELDS);

  const submit = handleSubmit(async (values) => {
    const answer = await call(withMinDuration(sync.register(values), MIN_AUTH_LOADING_MS));
    if (answer) onRegistered(answer.data);
  });

  return (
    <FormProvider {...form}>
      <FormModal show={show} onHide={onHide} titleId="register-title" title="Register" onSubmit={submit}>
        <div className="row g-2">
          <InputField<RegisterForm> className="col-sm-6 mb-3" id="register-first-name" label="First name" autoComplete="given-name" name="first_name" />
          <InputField<RegisterForm> className="col-sm-6 mb-3" id="register-last-name" label="Last name" autoComplete="family-name" name="last_name" />
        </div>
        <InputField<RegisterForm> id="register-phone" label="Phone" type="tel" autoComplete="tel" placeholder="+216 22 123 456" name="phone" />
        <InputField<RegisterForm> id="register-password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} name="password" />
        <PasswordStrength password={watch('password') ?? ''} />
        <InputField<RegisterForm>
          id="register-password-confirmation"
          label="Password confirmation"
          type="password"
          autoComplete="new-password"
          name="password_confirmation"
          rules={{ deps: ['password'] }}
        />
        <CheckField<RegisterForm> name="terms" id="register-terms" className="mb-3" label="I accept the terms and conditions" />
        <SubmitButton busy={busy} busyText="Inscription...">
          Register
        </SubmitButton>
        <p className="text-center mt-3 mb-0">
          Déjà inscrit ?{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={onLogin}>
            Login
          </Button>
        </p>
      </FormModal>
    </FormProvider>
  );
}
