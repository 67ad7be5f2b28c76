// "Urgence" on the page of a ride under way (issue 40), for its driver and accepted passengers: a sheet with one-tap
// calls to 197, 190 and 198, and "Prévenir mes proches". With data the server texts the emergency contacts the share
// link and the last position; with none (a dead zone still carries SMS) the phone's own SMS app opens with the same
// text, written here from the device's mirror: its last known position and a share link the device made itself.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Alert, Button, ListGroup, Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBERS, positionLink, rideUnderWay } from '../../../contract/emergency';
import { db, type TripRow } from '../../../db/database';
import { createShareLink } from '../../../db/commands/tracking';
import { myProfile } from '../../../db/queries';
import { trackingView } from '../../../db/tracking-queries';
import { sync } from '../../../sync/client';
import { useCommand } from '../../hooks/use-command';
import { useIsOffline } from '../../hooks/use-is-offline';
import { formatDeviceTime } from '../../ui/format';
import { useRouteLabel } from '../listings/route-label';
import { shareUrl } from '../tracking/share-links';
import { useNow } from '../tracking/use-now';
import { useSafetyText } from './text';

interface Position {
  latitude: number;
  longitude: number;
  at: number;
}

/** The device's fix now (GPS works without data), else the newest point the mirror holds for the trip. */
function usePosition(tripId: number, userId: number, open: boolean): Position | null {
  const view = useLiveQuery(() => trackingView(db, tripId, userId), [tripId, userId]);
  const [fix, setFix] = useState<Position | null>(null);
  useEffect(() => {
    if (!open || !('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (position) => setFix({ latitude: position.coords.latitude, longitude: position.coords.longitude, at: position.timestamp }),
      () => undefined,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    );
  }, [open]);
  const last = view?.lastPoint;
  const kept = last ? { latitude: last.lat, longitude: last.lng, at: Date.parse(last.recorded_at) } : null;
  return fix && (!kept || fix.at >= kept.at) ? fix : kept;
}

/** A share link of this person's for the trip, made here (offline too) the first time the sheet needs one. */
function useShareToken(tripId: number, userId: number, wanted: boolean): string | null {
  const { run } = useCommand();
  const links = useLiveQuery(() => db.shareLinks.where('trip_id').equals(tripId).toArray(), [tripId]);
  const mine = links?.find((link) => link._ownerId === userId && link.token && !link.revoked_at && !link._deleted);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!wanted || links === undefined || mine || asked) return;
    setAsked(true);
    void run(() => createShareLink(db, tripId), { queued: null });
  }, [wanted, links, mine, asked, tripId]); // eslint-disable-line react-hooks/exhaustive-deps -- `run` is new at each render; `asked` makes it once
  return mine?.token ?? null;
}

export default function SosButton({ trip, userId }: { trip: TripRow; userId: number }) {
  const _ = useSafetyText();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const underWay = rideUnderWay(
    {
      status: trip.status,
      startedAt: trip.started_at ? Date.parse(trip.started_at) : null,
      departure: Date.parse(trip.departure_time),
      arrival: trip.arrival_time ? Date.parse(trip.arrival_time) : null,
    },
    now,
  );
  if (!underWay) return null;
  return (
    <>
      <Button variant="danger" size="lg" className="w-100 mb-3 fw-semibold" onClick={() => setOpen(true)}>
        {_('sos.button')}
      </Button>
      <Offcanvas show={open} onHide={() => setOpen(false)} placement="bottom" className="h-auto" aria-labelledby="sos-title">
        <Offcanvas.Header closeButton closeLabel={_('sos.close')}>
          <Offcanvas.Title as="h2" id="sos-title" className="h5">
            {_('sos.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="pt-0">{open ? <SosSheet trip={trip} userId={userId} /> : null}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

function SosSheet({ trip, userId }: { trip: TripRow; userId: number }) {
  const _ = useSafetyText();
  const offline = useIsOffline();
  const routeLabel = useRouteLabel();
  const profile = useLiveQuery(() => myProfile(db), []);
  const contacts = profile?.emergency_contacts ?? [];
  const position = usePosition(trip.id, userId, true);
  const token = useShareToken(trip.id, userId, contacts.length > 0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const text = [
    _('sos.text.opening', { name: profile?.full_name ?? '', route: routeLabel(trip) }),
    position ? _('sos.text.position', { link: positionLink(position.latitude, position.longitude), time: formatDeviceTime(position.at) }) : null,
    token ? _('sos.text.follow', { link: shareUrl(token) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const smsHref = `sms:${contacts.map((contact) => `+216${contact.phone}`).join(',')}?body=${encodeURIComponent(text)}`;

  async function alertContacts() {
    setSending(true);
    const result = await sync.sendSos(trip.id, {
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      position_at: position ? new Date(position.at).toISOString() : null,
      share_token: token,
    });
    setSending(false);
    // No answer (the network went): the SMS app below still works.
    setOutcome(result.ok ? { ok: true, message: result.message } : { ok: false, message: result.status === 0 ? _('sos.noNetwork') : result.message });
  }

  return (
    <>
      <h3 className="h6">{_('sos.call')}</h3>
      <ListGroup className="mb-3">
        {EMERGENCY_NUMBERS.map(({ service, number }) => (
          <ListGroup.Item key={number} action href={`tel:${number}`} className="d-flex justify-content-between align-items-center fw-semibold">
            {_(`sos.service.${service}`)}
            <span dir="ltr" className="badge text-bg-danger fs-6">
              {number}
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <h3 className="h6">{_('sos.contacts')}</h3>
      {contacts.length === 0 ? (
        <p className="small">
          {_('sos.noContacts')} <Link to="/profile?tab=security">{_('sos.addContacts')}</Link>
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">{_('sos.contactsList', { names: contacts.map((contact) => contact.name).join(', ') })}</p>
          {outcome ? (
            <Alert variant={outcome.ok ? 'success' : 'warning'} className="small py-2" role="alert">
              {outcome.message}
            </Alert>
          ) : null}
          {offline ? <p className="small">{_('sos.offline')}</p> : null}
          <div className="d-grid gap-2">
            {offline ? null : (
              <Button variant="danger" disabled={sending || outcome?.ok === true} onClick={() => void alertContacts()}>
                {sending ? _('sos.sending') : _('sos.alert')}
              </Button>
            )}
            <a className={`btn ${offline ? 'btn-danger' : 'btn-outline-danger'}`} href={smsHref} data-testid="sos-sms-link">
              {_('sos.smsApp')}
            </a>
          </div>
          {position ? null : <p className="small text-body-secondary mt-2 mb-0">{_('sos.noPosition')}</p>}
        </>
      )}
    </>
  );
}
