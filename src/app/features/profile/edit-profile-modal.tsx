// Edit profile: names, email, phone, a new photo or deleting the current one. Works offline: the change shows at
// once and is sent (exactly once) when the network returns.
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { profileImageRule } from '../../../contract/profile';
import { displayPhone } from '../../../contract/phone-format';
import { db, type MeRow } from '../../../db/database';
import { updateProfile } from '../../../db/commands/profile';
import { accepted, useCommand } from '../../hooks/use-command';
import { Avatar } from '../../ui/avatar';
import { TextField } from '../../ui/text-field';
import { FileField } from '../../ui/file-field';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { PROFILE_TOAST } from '../../ui/toast';
import { FormModal } from '../../ui/form-modal';
import { profileText, useProfileText, type ProfileWords } from './text';

const profileForm = (_: ProfileWords) =>
  z.object({
    first_name: z.string().trim().min(1, _('required.firstName')),
    last_name: z.string().trim().min(1, _('required.lastName')),
    email: z.union([z.literal(''), z.email(_('required.email'))]),
    phone: z.string().trim().min(1, _('required.phone')),
    delete_photo: z.boolean(),
  });
type ProfileForm = z.infer<ReturnType<typeof profileForm>>;

function defaults(profile: MeRow): ProfileForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
    phone: displayPhone(profile.phone),
    delete_photo: false,
  };
}

export function EditProfileModal({ show, onHide, profile }: { show: boolean; onHide: () => void; profile: MeRow }) {
  const _ = useProfileText();
  const [image, setImage] = useState<File | null>(null);
  const schema = profileForm(_);
  const { register, handleSubmit, setError, clearErrors, reset, watch, formState } = useForm<ProfileForm & { image?: string }>({
    resolver: zodResolver(schema),
    defaultValues: defaults(profile),
  });
  // The photo is chosen beside the schema's fields; its refusal shows under the file input.
  const { busy, run } = useCommand({ setError, schema, fields: ['image'], toastOptions: PROFILE_TOAST });
  const errors = formState.errors;
  const deletePhoto = watch('delete_photo');

  useEffect(() => {
    if (show) {
      reset(defaults(profile));
      setImage(null);
    }
    // Only when the modal opens: a live update must not wipe what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  function chooseImage(file: File | undefined) {
    clearErrors('image');
    if (!file) return setImage(null);
    if (!(profileImageRule.types as readonly string[]).includes(file.type) || file.size > profileImageRule.maxBytes) {
      setError('image', { type: 'client', message: profileText('edit.badImage') });
      return setImage(null);
    }
    setImage(file);
  }

  const submit = handleSubmit(async (values) => {
    const outcome = await run(() => updateProfile(db, { ...values, image, imageName: image?.name, deletePhoto: values.delete_photo && !image }), {
      sent: profileText('edit.saved'),
      queued: profileText('edit.queued'),
    });
    if (accepted(outcome)) onHide();
  });

  const preview = image ? { ...profile, _localImage: image } : deletePhoto ? { ...profile, image_url: null, _localImage: null } : profile;

  const footer = (
    <ModalFormFooter busy={busy} onCancel={onHide}>
      {_('edit.save')}
    </ModalFormFooter>
  );

  return (
    <FormModal show={show} onHide={onHide} titleId="edit-profile-title" title={_('edit.title')} onSubmit={submit} footer={footer}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <Avatar user={preview} size={72} />
        <FileField
          className="flex-grow-1"
          id="profile-image"
          label={_('edit.photo')}
          accept={profileImageRule.types.join(',')}
          error={errors.image?.message}
          onFile={chooseImage}
        >
          {profile.image_url || profile._localImage ? (
            <Form.Check id="profile-delete-photo" className="mt-2" label={_('edit.deletePhoto')} disabled={!!image} {...register('delete_photo')} />
          ) : null}
        </FileField>
      </div>
      <div className="row g-2">
        <TextField
          className="col-sm-6 mb-3"
          id="profile-first-name"
          label={_('edit.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          className="col-sm-6 mb-3"
          id="profile-last-name"
          label={_('edit.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField id="profile-email" label={_('edit.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField id="profile-phone" label={_('edit.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
    </FormModal>
  );
}
