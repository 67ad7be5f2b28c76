// One upload slot of a document type: name (* when required), description, a file input restricted to the spec's
// formats, and the expiry date for types that expire. Used by the documents modal, the wizard and the vehicle form.
import { useMessageText } from '../../i18n/use-message-text';
import { DOCUMENT_ACCEPT, type DocumentType } from '../../../contract/documents';
import { FieldError } from '../../ui/field-error';
import { FileField } from '../../ui/file-field';
import { documentFileError } from './document-file';
import type { DocumentSlots } from './use-document-slots';
import { useDocumentsText } from './text';

export interface SlotValue {
  file: File | null;
  expiryDate: string;
}

export function DocumentSlot({
  type,
  idPrefix,
  slots,
  label,
}: {
  type: DocumentType;
  idPrefix: string;
  /** The group of slots this one belongs to: its file, expiry date and errors. */
  slots: DocumentSlots;
  /** Replaces the input's label (e.g. "Remplacer le fichier"). */
  label?: string;
}) {
  const _ = useDocumentsText();
  // Document types are named by the server in French, translated like its other words.
  const named = useMessageText();
  const value = slots.valueOf(type.id);
  const error = slots.fileErrors[type.id];
  const expiryError = slots.expiryErrors[type.id];
  /** `fileError`: the file's check (null when fine); undefined when only the expiry date changed. */
  const onChange = (next: SlotValue, fileError?: string | null) => slots.change(type.id, next, fileError);
  const inputId = `${idPrefix}-${type.id}`;
  const expiryId = `${inputId}-expiry`;
  return (
    <FileField
      id={inputId}
      labelClassName="form-label fw-semibold"
      label={
        <>
          {label ?? named(type.name)}
          {type.is_required ? (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
          {type.is_required ? <span className="visually-hidden"> {_('slot.required')}</span> : null}
        </>
      }
      before={type.description && !label ? <p className="small text-body-secondary mb-1">{type.description}</p> : null}
      accept={DOCUMENT_ACCEPT}
      error={error}
      required={type.is_required}
      onFile={(file) => onChange({ ...value, file: file ?? null }, file ? documentFileError(file) : null)}
      chosen={value.file ? <p className="small text-body-secondary mb-0 mt-1">{_('slot.chosen', { name: value.file.name })}</p> : null}
    >
      {type.is_expirable ? (
        <div className="mt-2">
          <label htmlFor={expiryId} className="form-label small">
            {_('slot.expiry', { name: type.name })}
          </label>
          <input
            id={expiryId}
            type="date"
            className={`form-control form-control-sm${expiryError ? ' is-invalid' : ''}`}
            value={value.expiryDate}
            aria-describedby={expiryError ? `${expiryId}-error` : undefined}
            onChange={(event) => onChange({ ...value, expiryDate: event.target.value })}
          />
          <FieldError id={`${expiryId}-error`} message={expiryError} />
        </div>
      ) : null}
    </FileField>
  );
}
