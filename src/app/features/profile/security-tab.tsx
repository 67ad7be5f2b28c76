// The Security tab: change password (current, new, confirmation) with the server's errors under each field, what
// the product keeps of a person's shared positions, emergency contacts, the gender (private), notifications on this
// device and the language.
import { Card } from 'react-bootstrap';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { sync } from '../../../sync/client';
import { InputField } from '../../ui/input-field';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { SubmitButton } from '../../ui/submit-button';
import { useFormCall } from '../../hooks/use-form-call';
import { PROFILE_TOAST } from '../../ui/toast';
import { NotificationsCard } from '../notifications/notifications-card';
import { LanguageCard } from './language-card';
import { EmergencyContactsCard } from '../safety/emergency-contacts-card';
import { GenderCard } from '../safety/gender-card';
import { useProfileText, type ProfileWords } from './text';

const changePasswordForm = (_: ProfileWords) =>
  z.object({
    current_password: z.string().min(1, _('required.currentPassword')),
    new_password: z.string().min(1, _('required.newPassword')),
    new_password_confirmation: z.string().min(1, _('required.newPasswordConfirmation')),
  });
type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;

export function SecurityTab() {
  const _ = useProfileText();
  const schema = changePasswordForm(_);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(schema) });
  const { handleSubmit, setError, reset } = form;
  const { busy, call } = useFormCall(setError, schema, PROFILE_TOAST);

  const submit = handleSubmit(async (values) => {
    const answer = await call(sync.changePassword(values));
    if (answer) reset();
  });

  return (
    <>
      <Card className="my-3" style={{ maxWidth: 560 }}>
        <Card.Body>
          <h2 className="h5">{_('security.changePassword')}</h2>
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate>
              <InputField<ChangePasswordForm>
                id="current-password"
                label={_('security.currentPassword')}
                type="password"
                autoComplete="current-password"
                name="current_password"
              />
              <NewPasswordFields<ChangePasswordForm>
                id="new-password"
                names={['new_password', 'new_password_confirmation']}
                labels={{ password: _('security.newPassword'), confirmation: _('security.newPasswordConfirmation') }}
                hint={_('security.passwordHint')}
              />
              <SubmitButton busy={busy} busyText={_('security.saving')} className="">
                {_('security.changePassword')}
              </SubmitButton>
            </form>
          </FormProvider>
        </Card.Body>
      </Card>
      <Card className="my-3" style={{ maxWidth: 560 }}>
        <Card.Body>
          <h2 className="h5">{_('security.privacyTitle')}</h2>
          <p className="mb-0 small">{_('security.privacyText')}</p>
        </Card.Body>
      </Card>
      <EmergencyContactsCard />
      <GenderCard />
      <NotificationsCard />
      <LanguageCard />
    </>
  );
}
