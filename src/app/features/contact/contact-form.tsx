// The contact form (spec 000 §2, §5, §8), on the landing page and on /contact: sent at once through the worker, never
// queued (its captcha answers one check), so offline it says it needs the network instead of pretending.
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from 'react-bootstrap';
import { fieldNamesOf } from '../../../contract/request-fields';
import { CONTACT_TOPIC, contactRequest, type ContactMessageInput, type ContactRequest } from '../../../contract/contact';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { useSession } from '../../hooks/use-session';
import { FieldError } from '../../ui/field-error';
import { showFailure } from '../../ui/server-errors';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toast';
import { CaptchaField } from './captcha-field';
import { useContactText } from './text';

/** Spec 000 §2: the topics, in the order the form lists them (their labels in the catalog, by code). */
const TOPICS = [CONTACT_TOPIC.technical, CONTACT_TOPIC.complaint, CONTACT_TOPIC.improvement, CONTACT_TOPIC.other];

const blank = (fullName = '', email = ''): ContactRequest => ({ full_name: fullName, email, topic: '', subject: '', message: '', captcha: '' });

/** `idPrefix` keeps the ids of the fields unique on the page. */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const _ = useContactText();
  const id = (field: string) => `${idPrefix}-${field.replace('_', '-')}`;
  const { session } = useSession();
  const offline = useIsOffline();
  const [busy, setBusy] = useState(false);
  const [stamp, setStamp] = useState(() => Date.now());
  const newCaptcha = () => setStamp(Date.now());
  const form = useForm<ContactRequest, unknown, ContactMessageInput>({
    resolver: zodResolver(contactRequest),
    defaultValues: blank(),
  });
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = form;
  const { errors } = formState;

  // A signed-in sender need not type who they are; what they already typed stays.
  const fullName = session?.user.full_name ?? '';
  const email = session?.user.email ?? '';
  useEffect(() => {
    if (fullName && !getValues('full_name')) setValue('full_name', fullName);
    if (email && !getValues('email')) setValue('email', email);
  }, [fullName, email, getValues, setValue]);

  // The image shown while offline never loaded: show a fresh one when the network returns.
  const [wasOffline, setWasOffline] = useState(offline);
  if (wasOffline !== offline) {
    setWasOffline(offline);
    if (!offline) newCaptcha();
  }

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    const result = await sync.sendContact(values).catch(() => ({ ok: false as const, status: 0, message: '', errors: undefined }));
    setBusy(false);
    // Whatever the answer, the captcha was spent (or may have been): the next try needs a new image.
    newCaptcha();
    if (result.ok) {
      reset(blank(fullName, email));
      notify.success(result.message);
      return;
    }
    setValue('captcha', '');
    showFailure(result, setError, fieldNamesOf(contactRequest));
  });

  const topicError = errors.topic?.message;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={_('form.label')}>
        <div className="row">
          <TextField
            className="col-md-6 mb-3"
            id={id('full_name')}
            label={_('form.fullName')}
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name')}
          />
          <TextField
            className="col-md-6 mb-3"
            id={id('email')}
            label={_('form.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className="mb-3">
          <label htmlFor={id('topic')} className="form-label">
            {_('form.topic')}
          </label>
          <select
            id={id('topic')}
            className={`form-select${topicError ? ' is-invalid' : ''}`}
            aria-invalid={topicError ? true : undefined}
            aria-describedby={topicError ? `${id('topic')}-error` : undefined}
            {...register('topic')}
          >
            <option value="">{_('form.chooseTopic')}</option>
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {_(`topic.${topic}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id('topic')}-error`} message={topicError} />
        </div>
        <TextField id={id('subject')} label={_('form.subject')} error={errors.subject?.message} {...register('subject')} />
        <TextAreaField<ContactRequest> className="mb-3" name="message" id={id('message')} label={_('form.message')} rows={5} />
        <CaptchaField id={id('captcha')} stamp={stamp} onRefresh={newCaptcha} error={errors.captcha?.message} {...register('captcha')} />
        {offline ? (
          <Alert variant="warning" id={id('offline')} className="py-2">
            {_('form.offline')}
          </Alert>
        ) : null}
        <SubmitButton busy={busy} busyText={_('form.busy')} disabled={offline} className="px-4">
          {_('form.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
