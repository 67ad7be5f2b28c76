// The form that publishes or edits a listing (a trip, a travel request) in a large modal: its route first, then the
// listing's own fields, all reading the form from context in one row grid, with "Annuler" and the publish (or save)
// button underneath.
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { accepted, serverMessageOr, useCommand, type CommandForm } from '../../hooks/use-command';
import { RouteFields, type RouteFieldsProps } from './route-fields';

export function ListingFormModal<T extends FieldValues, Out = T>({
  form,
  show,
  onHide,
  idPrefix,
  route,
  title,
  submitText,
  busy,
  onSubmit,
  children,
}: {
  form: UseFormReturn<T, unknown, Out>;
  show: boolean;
  onHide: () => void;
  /** The title's id is `${idPrefix}-form-title`; the route's cities are named after it too. */
  idPrefix: string;
  route: Omit<RouteFieldsProps<T>, 'idPrefix'>;
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
      <FormModal show={show} onHide={onHide} size="lg" titleId={`${idPrefix}-form-title`} title={title} onSubmit={onSubmit} footer={footer}>
        <div className="row g-2">
          <RouteFields<T> idPrefix={idPrefix} {...route} />
          {children}
        </div>
      </FormModal>
    </FormProvider>
  );
}

/**
 * Saves a listing as the spec's listing forms do: the server's message (or ours) once sent, ours when kept for the
 * network, the form busy one second after the answer, and closed once the change is sent or kept.
 */
export function useListingSave<T extends FieldValues>(form: CommandForm<T>, onHide: () => void) {
  const { busy, run } = useCommand(form);
  async function save(write: () => Promise<string>, texts: { sent: string; queued: string }, only?: CommandForm<T>) {
    const outcome = await run(write, { sent: serverMessageOr(texts.sent), queued: texts.queued, holdMs: 1000 }, only);
    if (accepted(outcome)) onHide();
  }
  return { busy, save };
}
