// "Documents personnels" (spec 000 §2): the user's documents with status, download, dates and a replace input, and
// upload slots for the types not sent yet. Works offline: chosen files are queued with the change and sent once.
import { useMessageText } from '../../i18n/use-message-text';
import { useEffect } from 'react';
import { Modal } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { DOCUMENT_KIND, DOCUMENT_STATUS } from '../../../contract/documents';
import { db, type MeRow } from '../../../db/database';
import { uploadDocuments, type LocalDocument } from '../../../db/commands/documents';
import { documentTypesOf } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { notify, PROFILE_TOAST } from '../../ui/toast';
import { accepted, useCommand } from '../../hooks/use-command';
import { DocumentSlot } from './document-slot';
import { DocumentStatusBadge } from './document-status-badge';
import { openDocument } from './document-file';
import { useDocumentSlots } from './use-document-slots';
import { i18n } from '../../i18n/i18n-instance';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from '../../i18n/locales';
import { documentsText, useDocumentsText } from './text';

/** A date as this modal writes it, in the active language (French as before: fr-FR, the device's time zone). */
function dateIn(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return documentsText('date.none');
  return new Intl.DateTimeFormat(INTL_LOCALE[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE], options).format(date);
}
export const longDate = (iso: string | null | undefined) => dateIn(iso, { dateStyle: 'long', timeStyle: 'short' });
export const dayDate = (iso: string | null | undefined) => dateIn(iso, { dateStyle: 'long' });

export function DocumentsModal({ show, onHide, profile }: { show: boolean; onHide: () => void; profile: MeRow }) {
  const _ = useDocumentsText();
  // Document types are named by the server in French, translated like its other words.
  const named = useMessageText();
  const hasApplication = !!profile.driver_verification;
  const types = useLiveQuery(() => documentTypesOf(db, DOCUMENT_KIND.user, hasApplication), [hasApplication]) ?? [];
  const slots = useDocumentSlots();
  const { busy, run } = useCommand({ onFieldErrors: (errors) => slots.showServerErrors(errors), toastOptions: PROFILE_TOAST });
  const { reset } = slots;

  useEffect(() => {
    if (!show) return;
    reset();
    void sync.refreshDocumentTypes(DOCUMENT_KIND.user).then((result) => {
      if (!result.ok && result.status !== 0) notify.error(documentsText('modal.typesFailed'), PROFILE_TOAST);
    });
  }, [show, reset]);

  const documents = profile.documents as LocalDocument[];
  const held = new Set(documents.map((document) => document.document_type_id));
  const missing = types.filter((type) => !held.has(type.id));
  const typeName = (document: LocalDocument) => {
    const name = document.document_type?.name ?? types.find((type) => type.id === document.document_type_id)?.name;
    return name ? named(name) : _('modal.documentNumber', { id: document.id });
  };
  const replaceable = documents.filter((document) => document.status !== DOCUMENT_STATUS.approved);
  const slotTypes = [
    ...missing,
    ...replaceable.map(
      (document) =>
        types.find((type) => type.id === document.document_type_id) ?? {
          id: document.document_type_id,
          name: typeName(document),
          description: null,
          is_required: false,
          is_expirable: false,
        },
    ),
  ];

  async function save() {
    const choices = slots.choices(slotTypes);
    if (choices.length === 0) {
      notify.info(_('modal.nothing'), PROFILE_TOAST);
      return;
    }
    if (!slots.validate(slotTypes, false)) return;
    const outcome = await run(() => uploadDocuments(db, choices), { sent: _('modal.saved'), invalid: _('modal.invalid'), refused: _('modal.failed') });
    if (accepted(outcome)) onHide();
  }

  return (
    <Modal show={show} onHide={onHide} centered size="lg" scrollable aria-labelledby="documents-title">
      <Modal.Header closeButton closeLabel={_('modal.close')}>
        <Modal.Title id="documents-title">{_('modal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {documents.length ? (
          <ul className="list-unstyled mb-0" aria-label={_('modal.list')}>
            {documents.map((document) => (
              <li key={document.id} className="border rounded p-3 mb-3">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <strong>{typeName(document)}</strong>
                  <span className="text-body-secondary small">{_('modal.userType')}</span>
                  <DocumentStatusBadge status={document.status} pending={!!document._localFile} />
                </div>
                <p className="small mb-1">{_('modal.updated', { date: longDate(document.updated_at) })}</p>
                {document.expiry_date ? <p className="small mb-1">{_('modal.expires', { date: dayDate(document.expiry_date) })}</p> : null}
                {document.verified_at ? <p className="small mb-1">{_('modal.verified', { date: longDate(document.verified_at) })}</p> : null}
                {document.rejection_reason ? <p className="small text-danger mb-1">{_('modal.rejection', { reason: document.rejection_reason })}</p> : null}
                {document.id > 0 && !document._localFile ? (
                  <button type="button" className="btn btn-link btn-sm px-0" onClick={() => void openDocument(document)}>
                    {_('modal.download')}
                    <span className="visually-hidden"> {typeName(document)}</span>
                  </button>
                ) : null}
                {document.status === DOCUMENT_STATUS.approved ? (
                  <p className="small text-success mb-0">{_('modal.approvedLocked')}</p>
                ) : (
                  <DocumentSlot
                    type={slotTypes.find((type) => type.id === document.document_type_id)!}
                    idPrefix="document-replace"
                    label={_('slot.replace', { name: typeName(document) })}
                    slots={slots}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {missing.length ? (
          <section aria-labelledby="documents-new-title">
            <h3 id="documents-new-title" className="h6">
              {documents.length ? _('modal.add') : _('modal.upload')}
            </h3>
            {missing.map((type) => (
              <DocumentSlot key={type.id} type={type} idPrefix="document-new" slots={slots} />
            ))}
          </section>
        ) : null}
        {!documents.length && !missing.length ? <p className="text-body-secondary mb-0">{_('modal.noTypes')}</p> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {_('modal.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy || slots.chosenCount === 0} aria-busy={busy} onClick={() => void save()}>
          {busy ? _('modal.saving') : _('modal.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
