// "Modifications non envoyées": the signed-in user's changes the server has not accepted yet, each with where it
// stands in plain words, and retry and discard.
import { useOutboxLabel } from '../../i18n/use-message-text';
import { useLiveQuery } from 'dexie-react-hooks';
import { Badge, Button, ListGroup, Modal } from 'react-bootstrap';
import { db } from '../../../db/database';
import { unsentChanges, type QueuePlace } from '../../../db/outbox';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { confirmDialog } from '../../ui/dialogs';
import { notify } from '../../ui/toast';
import { i18n } from '../../i18n/i18n-instance';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from '../../i18n/locales';
import { outboxText as _, useOutboxText } from './text';
import { frenchLabel, type OutboxLabel } from '../../../db/outbox-label';

/** The active language's tag (French as before: fr-FR). */
const intlTag = () => INTL_LOCALE[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE];
const time = (at: number) => new Date(at).toLocaleTimeString(intlTag(), { hour: '2-digit', minute: '2-digit' });

/** Where a change stands, said so a person understands what it waits for (the list has loaded this area's words). */
export function describePlace(
  { entry, waitsFor, orphaned }: QueuePlace,
  offline: boolean,
  labelOf: (label: OutboxLabel) => string = frenchLabel,
): { badge: string; bg: string; detail?: string } {
  switch (entry.state) {
    case 'sending':
      return { badge: _('place.sending'), bg: 'info' };
    case 'held':
      return { badge: _('place.held'), bg: 'warning', detail: entry.lastError?.message };
    case 'stuck':
      return { badge: _('place.stuck'), bg: 'warning', detail: _('stuck') };
    case 'failed':
      return { badge: _('place.failed'), bg: 'danger', detail: entry.lastError?.message };
    case 'pending':
      if (orphaned) return { badge: _('place.orphaned'), bg: 'danger', detail: _('place.orphanedDetail') };
      if (offline) return { badge: _('place.offline'), bg: 'secondary' };
      if (waitsFor) return { badge: _('place.waiting'), bg: 'secondary', detail: _('place.waitsFor', { label: labelOf(waitsFor.label) }) };
      if (entry.lastError && entry.nextAttemptAt > Date.now()) {
        const reason = entry.lastError.status === 0 ? _('place.unreachable') : _('place.serverSaid', { message: entry.lastError.message });
        return { badge: _('place.retrying'), bg: 'secondary', detail: _('place.retryAt', { reason, time: time(entry.nextAttemptAt) }) };
      }
      return { badge: _('place.soon'), bg: 'info' };
  }
}

export function UnsentChanges({ show, onHide }: { show: boolean; onHide: () => void }) {
  const words = useOutboxText();
  // Each change is named by a message id and values: worded in the active language.
  const labelOf = useOutboxLabel();
  const places = useLiveQuery(() => unsentChanges(db), [], []);
  const offline = useIsOffline();

  async function retry(place: QueuePlace) {
    // Loaded when first used: the code that applies answers stays out of the first page load.
    const { retryEntries } = await import('../../../db/outbox-outcomes');
    await retryEntries(db, [place.entry.id]);
    // A plain drain: a refusal keeps the entry in this list (with its reason) instead of answering a form.
    await sync.flush();
  }

  async function discard({ entry }: QueuePlace) {
    const confirmed = await confirmDialog({
      text: _('discard.text', { label: labelOf(entry.label) }),
      confirm: _('discard.confirm'),
      cancel: _('discard.cancel'),
      danger: true,
    });
    const { discardEntry } = await import('../../../db/outbox-outcomes');
    if (confirmed && !(await discardEntry(db, entry.id))) notify.info(_('discard.tooLate'));
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="unsent-title">
      <Modal.Header closeButton closeLabel={words('close')}>
        <Modal.Title id="unsent-title">{words('title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {places.length === 0 ? (
          <p className="mb-0">{words('allSent')}</p>
        ) : (
          <ListGroup>
            {places.map((place) => {
              const { entry } = place;
              const where = describePlace(place, offline, labelOf);
              return (
                <ListGroup.Item key={entry.id} className="d-flex flex-column gap-1">
                  <div className="d-flex justify-content-between align-items-center gap-2">
                    <strong>{labelOf(entry.label)}</strong>
                    <Badge bg={where.bg}>{where.badge}</Badge>
                  </div>
                  <small className="text-body-secondary">{new Date(entry.createdAt).toLocaleString(intlTag())}</small>
                  {where.detail ? <small className={entry.state === 'failed' ? 'text-danger' : 'text-body-secondary'}>{where.detail}</small> : null}
                  <div className="d-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={entry.state === 'sending'}
                      aria-label={words('retryLabel', { label: labelOf(entry.label) })}
                      onClick={() => void retry(place)}
                    >
                      {words('retry')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={entry.state === 'sending'}
                      aria-label={words('discardLabel', { label: labelOf(entry.label) })}
                      onClick={() => void discard(place)}
                    >
                      {words('discard')}
                    </Button>
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Modal.Body>
    </Modal>
  );
}
