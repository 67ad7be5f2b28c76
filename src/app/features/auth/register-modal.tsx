// Register (spec 000 §2, §5): names, phone, password with hint and strength meter, confirmation, terms.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Form, Modal } from 'react-bootstrap';
import type { AuthData } from '../../../contract/auth';
import { MIN_AUTH_LOADING_MS } from '../../../contract/limits';
import { PASSWORD_HINT } from '../../../contract/password';
import { sync } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { callForm } from '../../ui/form-call';
import { withMinDuration } from '../../ui/min-duration';
import { PasswordStrength } from './password-strength';

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
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, watch, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { terms: false },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    const answer = await callForm(withMinDuration(sync.register(values), MIN_AUTH_LOADING_MS), setError, FIELDS);
    setBusy(false);
    if (answer) onRegistered(answer.data);
  });

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="register-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="register-title">Register</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <div className="row g-2">
            <TextField className="col-sm-6 mb-3" id="register-first-name" label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
            <TextField className="col-sm-6 mb-3" id="register-last-name" label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
          </div>
          <TextField id="register-phone" label="Phone" type="tel" autoComplete="tel" placeholder="+216 22 123 456" error={errors.phone?.message} {...register('phone')} />
          <TextField
            id="register-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrength password={watch('password') ?? ''} />
          <TextField
            id="register-password-confirmation"
            label="Password confirmation"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register('password_confirmation', { deps: ['password'] })}
          />
          <Form.Check
            id="register-terms"
            className="mb-3"
            label="I accept the terms and conditions"
            isInvalid={!!errors.terms}
            aria-describedby={errors.terms ? 'register-terms-error' : undefined}
            {...register('terms')}
          />
          <FieldError id="register-terms-error" message={errors.terms?.message} />
          <SubmitButton busy={busy} busyText="Inscription...">
            Register
          </SubmitButton>
          <p className="text-center mt-3 mb-0">
            Déjà inscrit ?{' '}
            <Button variant="link" className="p-0 align-baseline" onClick={onLogin}>
              Login
            </Button>
          </p>
        </Modal.Body>
      </form>
    </Modal>
  );
}
