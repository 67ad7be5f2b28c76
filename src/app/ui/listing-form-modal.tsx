// The form that publishes or edits a listing (a trip, a travel request) in a large modal: the fields read the form
// from context, laid out in one row grid, with "Annuler" and the publish (or save) button underneath.
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormModal } from './form-modal';
import { ModalFormFooter } from './modal-form-footer';

export function ListingFormModal<T extends FieldValues, Out = T>({
  form,
  show,
  onHide,
  titleId,
  title,
  submitText,
  busy,
  onSubmit,
  children,
}: {
  form: UseFormReturn<T, unknown, Out>;
  show: boolean;
  onHide: () => void;
  titleId: string;
  title: ReactNode;
  submitText: ReactNode;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const footer = (
    <ModalFormFooter busy={busy} onCancel={onHide}>
      {submitText}
    </ModalFormFooter>
  );
  return (
    <FormProvider {...form}>
      <FormModal show={show} onHide={onHide} size="lg" titleId={titleId} title={title} onSubmit={onSubmit} footer={footer}>
        <div className="row g-2">{children}</div>
      </FormModal>
    </FormProvider>
  );
}
