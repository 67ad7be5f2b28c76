// A form in a modal: the title names the dialog, "Fermer" (or Escape) closes it, and the fields and the footer sit
// inside the one form, so Enter submits and the submit button in the footer belongs to it.
import type { FormEventHandler, ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useUiText } from './text';

export function FormModal({
  show,
  onHide,
  titleId,
  title,
  onSubmit,
  size,
  footer,
  enforceFocus,
  keyboard,
  children,
}: {
  show: boolean;
  onHide: () => void;
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: 'lg';
  /** Under the body: Annuler and the submit button (forms whose submit button sits in the body have none). */
  footer?: ReactNode;
  /** False while a confirmation over the modal needs the keyboard (focus and Escape). */
  enforceFocus?: boolean;
  keyboard?: boolean;
  children: ReactNode;
}) {
  const _ = useUiText();
  return (
    <Modal show={show} onHide={onHide} centered size={size} enforceFocus={enforceFocus} keyboard={keyboard} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={_('modal.close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <form onSubmit={onSubmit} noValidate>
        <Modal.Body>{children}</Modal.Body>
        {footer}
      </form>
    </Modal>
  );
}
