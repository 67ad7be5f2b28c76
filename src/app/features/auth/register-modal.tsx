// Register (spec 000 §2, §5): names, phone, password with hint and strength meter, confirmation, terms.
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'react-bootstrap';
import type { AuthData } from '../../../contract/auth';
import { MIN_AUTH_LOADING_MS } from '../../../contract/limits';
import { sync } from '../../../sync/client';
import { CheckField } from '../../ui/check-field';
import { InputField } from '../../ui/input-field';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { withMinDuration } from '../../ui/min-duration';
import { PasswordStrength } from './password-strength';
import { FormModal } from '../../ui/form-modal';
import { useAuthText, type AuthWords } from './text';

const registerForm = (_: AuthWords) =>
  z.object({
    first_name: z.string().trim().min(1, _('required.firstName')),
    last_name: z.string().trim().min(1, _('required.lastName')),
    phone: z.string().trim().min(1, _('required.phone')),
    password: z.string().min(1, _('required.password')),
    password_confirmation: z.string(),
    terms: z.boolean().refine((value) => value, _('required.terms')),
  });
type RegisterForm = z.infer<ReturnType<typeof registerForm>>;

export function RegisterModal({
  show,
  onHide,
  onRegistered,
  onLogin,
}: {
  show: boolean;
  onHide: () => void;
  onRegistered: (data: AuthData) => void;
  onLogin: () => void;
}) {
  const _ = useAuthText();
  const schema = registerForm(_);
  const form = useForm<RegisterForm>({ resolver: zodResolver(schema), defaultValues: { terms: false } });
  const { handleSubmit, setError, watch } = form;
  const { busy, call } = useFormCall(setError, schema);

  const submit = handleSubmit(async (values) => {
    const answer = await call(withMinDuration(sync.register(values), MIN_AUTH_LOADING_MS));
    if (answer) onRegistered(answer.data);
  });

  return (
    <FormProvider {...form}>
      <FormModal show={show} onHide={onHide} titleId="register-title" title={_('register.title')} onSubmit={submit}>
        <div className="row g-2">
          <InputField<RegisterForm>
            className="col-sm-6 mb-3"
            id="register-first-name"
            label={_('field.firstName')}
            autoComplete="given-name"
            name="first_name"
          />
          <InputField<RegisterForm> className="col-sm-6 mb-3" id="register-last-name" label={_('field.lastName')} autoComplete="family-name" name="last_name" />
        </div>
        <InputField<RegisterForm> id="register-phone" label={_('field.phone')} type="tel" autoComplete="tel" placeholder="+216 22 123 456" name="phone" />
        <NewPasswordFields<RegisterForm>
          id="register-password"
          names={['password', 'password_confirmation']}
          labels={{ password: _('field.password'), confirmation: _('field.passwordConfirmation') }}
          hint={_('field.passwordHint')}
        >
          <PasswordStrength password={watch('password') ?? ''} />
        </NewPasswordFields>
        <CheckField<RegisterForm> name="terms" id="register-terms" className="mb-3" label={_('register.terms')} />
        <SubmitButton busy={busy} busyText={_('register.busy')}>
          {_('register.submit')}
        </SubmitButton>
        <p className="text-center mt-3 mb-0">
          {_('register.already')}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={onLogin}>
            {_('register.login')}
          </Button>
        </p>
      </FormModal>
    </FormProvider>
  );
}
