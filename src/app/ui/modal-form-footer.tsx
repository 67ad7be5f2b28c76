// The foot of a form in a modal: "Annuler" and the submit button with its busy text; `aside` (a Delete) goes left.
import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { SubmitButton } from './submit-button';
import { useUiText } from './text';

export function ModalFormFooter({
  busy,
  busyText,
  disabled,
  onCancel,
  aside,
  children,
}: {
  busy: boolean;
  busyText?: string;
  disabled?: boolean;
  onCancel: () => void;
  aside?: ReactNode;
  /** The submit button's text. */
  children: ReactNode;
}) {
  const _ = useUiText();
  const buttons = (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {_('modal.cancel')}
      </button>
      <SubmitButton busy={busy} busyText={busyText ?? _('modal.saving')} disabled={disabled} className="">
        {children}
      </SubmitButton>
    </>
  );
  if (aside === undefined) return <Modal.Footer>{buttons}</Modal.Footer>;
  return (
    <Modal.Footer className="justify-content-between">
      {aside ?? <span />}
      <div className="d-flex gap-2">{buttons}</div>
    </Modal.Footer>
  );
}
