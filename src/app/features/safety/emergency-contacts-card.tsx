// "Contacts d'urgence" in the profile's Security tab (issue 40): up to three people (a name and a Tunisian number)
// texted when the person calls for help during a ride. Private; saved like every write, offline too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { Button, Card } from 'react-bootstrap';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMERGENCY_CONTACTS_MAX, EMERGENCY_CONTACT_NAME_MAX, safetySettingsRequest } from '../../../contract/emergency';
import { displayPhone } from '../../../contract/phone';
import { db } from '../../../db/database';
import { saveEmergencyContacts } from '../../../db/commands/emergency-contacts';
import { myProfile } from '../../../db/queries';
import { useCommand } from '../../hooks/use-command';
import { FieldError } from '../../ui/field-error';
import { InputField } from '../../ui/input-field';
import { SubmitButton } from '../../ui/submit-button';
import { useSafetyText } from './text';

type ContactsForm = z.input<typeof safetySettingsRequest>;

export function EmergencyContactsCard() {
  const _ = useSafetyText();
  const profile = useLiveQuery(() => myProfile(db), []);
  const kept = profile?.emergency_contacts;
  const form = useForm<ContactsForm>({ resolver: zodResolver(safetySettingsRequest), defaultValues: { emergency_contacts: [] } });
  const { control, handleSubmit, setError, reset, formState } = form;
  const rows = useFieldArray({ control, name: 'emergency_contacts' });
  const { busy, run } = useCommand<ContactsForm>({ setError, schema: safetySettingsRequest });
  // The list as kept (sent or waiting), shown as typed numbers people read: "+216 22 123 456".
  const keptKey = JSON.stringify(kept ?? null);
  useEffect(() => {
    if (kept) reset({ emergency_contacts: kept.map((contact) => ({ name: contact.name, phone: displayPhone(contact.phone) })) });
  }, [keptKey, reset]); // eslint-disable-line react-hooks/exhaustive-deps -- by value: a new array of the same contacts changes nothing

  const submit = handleSubmit(async (values) => {
    const checked = safetySettingsRequest.parse(values);
    await run(() => saveEmergencyContacts(db, checked.emergency_contacts ?? []), { sent: _('contacts.saved'), queued: _('contacts.queued') });
  });

  const listError =
    (formState.errors.emergency_contacts as { message?: string; root?: { message?: string } } | undefined)?.root?.message ??
    (formState.errors.emergency_contacts as { message?: string } | undefined)?.message;
  return (
    <Card className="my-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h2 className="h5">{_('contacts.title')}</h2>
        <p className="small text-body-secondary">{_('contacts.hint')}</p>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            {rows.fields.map((row, index) => (
              <fieldset key={row.id} className="border rounded-3 p-2 mb-2">
                <legend className="visually-hidden">{_('contacts.legend', { n: index + 1 })}</legend>
                <div className="d-flex flex-wrap gap-2 align-items-start">
                  <div className="flex-grow-1">
                    <InputField<ContactsForm>
                      id={`emergency-contact-${index}-name`}
                      label={_('contacts.name', { n: index + 1 })}
                      name={`emergency_contacts.${index}.name`}
                      maxLength={EMERGENCY_CONTACT_NAME_MAX}
                      autoComplete="off"
                    />
                  </div>
                  <div className="flex-grow-1">
                    <InputField<ContactsForm>
                      id={`emergency-contact-${index}-phone`}
                      label={_('contacts.phone', { n: index + 1 })}
                      name={`emergency_contacts.${index}.phone`}
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                    />
                  </div>
                </div>
                <Button variant="link" size="sm" className="text-danger px-0" onClick={() => rows.remove(index)}>
                  {_('contacts.remove', { n: index + 1 })}
                </Button>
              </fieldset>
            ))}
            <FieldError id="emergency-contacts-error" message={listError} />
            <div className="d-flex flex-wrap gap-2 mt-2">
              {rows.fields.length < EMERGENCY_CONTACTS_MAX ? (
                <Button variant="outline-primary" onClick={() => rows.append({ name: '', phone: '' })}>
                  {_('contacts.add')}
                </Button>
              ) : null}
              <SubmitButton busy={busy} busyText={_('contacts.saving')} className="">
                {_('contacts.save')}
              </SubmitButton>
            </div>
          </form>
        </FormProvider>
      </Card.Body>
    </Card>
  );
}
